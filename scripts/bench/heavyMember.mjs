// The records of a heavy player (issue 14): a member with 200,000 ledger entries and 200,000 rounds over
// the last 12 months, and the first page of the betting record and of the account record, each with its
// totals, over the widest period a member can ask (12 months). Budget: ≤ 50 ms median per page on
// PostgreSQL, measured one request at a time (a member's page load, not a throughput).

/** How many entries and rounds the heavy member holds. */
export const heavyRows = 200_000;
/** The median time of a record's first page with its totals, on PostgreSQL. */
export const recordBudgetMs = 50;

const dayMs = 86_400_000;
// The platform's record paths (packages/api/src/memberPaths.ts), repeated: this script runs without TypeScript.
const recordPaths = { bets: '/wps/member/records/bets', ledger: '/wps/member/records/ledger' };

/**
 * Gives `username`'s main wallet `heavyRows` ledger entries (game rounds, a stake out then a win in, so
 * the balance stays put and every entry's before plus its amount is its after) and `heavyRows` rounds, spread evenly over the last 365 days, with their day
 * sums written as the platform writes them, then ANALYZE so the planner knows the tables' new size.
 */
export async function seedHeavyMember(client, username) {
  const { rows } = await client.query(
    `select a.id as account_id, w.id as wallet_id, w.balance, g.node_id, g.game_type, g.vassalage
       from accounts a
       join wallets w on w.account_id = a.id and w.kind = 'main'
       cross join lateral (select node_id, game_type, vassalage from games where is_game = 1 order by node_id limit 1) g
      where a.username = $1`,
    [username],
  );
  const member = rows[0];
  if (!member) throw new Error(`${username} has no main wallet to make heavy`);
  const spacingSeconds = Math.floor((365 * dayMs) / 1000 / heavyRows);
  await client.query('begin');
  await client.query(
    `with moments as (
       select g, now() - make_interval(secs => g * $2::int) as at from generate_series(1, $3::int) g
     ), transactions as (
       insert into ledger_transactions (kind, reference, created_at)
       select 'game-round', 'BENCH:' || g, at from moments
       returning id, created_at
     )
     insert into ledger_entries (transaction_id, wallet_id, amount, balance_before, balance_after, category, created_at)
     select id, $1::int,
            case when id % 2 = 0 then 100 else -100 end,
            case when id % 2 = 0 then $4::bigint - 100 else $4::bigint end,
            case when id % 2 = 0 then $4::bigint else $4::bigint - 100 end,
            'game', created_at
       from transactions`,
    [member.wallet_id, spacingSeconds, heavyRows, member.balance],
  );
  await client.query(
    `insert into game_rounds (session_id, account_id, node_id, game_type, vendor, stake_minor, win_minor,
                              outcome, balance_after, transaction_id, details, created_at)
     select 0, $1::int, $2::int, $3, $4, 100, w, case when w > 100 then 'won' when w < 100 then 'lost' else 'even' end,
            $5::bigint, 0, '{}'::jsonb, now() - make_interval(secs => g * $6::int)
       from generate_series(1, $7::int) g, lateral (select (g * 37 % 5) * 50 as w) win`,
    [
      member.account_id,
      member.node_id,
      member.game_type,
      member.vassalage,
      member.balance,
      spacingSeconds,
      heavyRows,
    ],
  );
  await client.query(
    `insert into ledger_days (wallet_id, day, category, credit_minor, debit_minor, entries)
     select e.wallet_id, (e.created_at at time zone 'UTC')::date, e.category,
            sum(greatest(e.amount, 0)), sum(greatest(-e.amount, 0)), count(*)
       from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.wallet_id = $1 and t.reference like 'BENCH:%'
      group by 1, 2, 3
     on conflict (wallet_id, day, category) do update set
       credit_minor = ledger_days.credit_minor + excluded.credit_minor,
       debit_minor = ledger_days.debit_minor + excluded.debit_minor,
       entries = ledger_days.entries + excluded.entries`,
    [member.wallet_id],
  );
  await client.query(
    `insert into round_days (account_id, day, game_type, vendor, outcome, stake_minor, win_minor, rounds)
     select account_id, (created_at at time zone 'UTC')::date, game_type, vendor, outcome,
            sum(stake_minor), sum(win_minor), count(*)
       from game_rounds where account_id = $1 and session_id = 0
      group by 1, 2, 3, 4, 5
     on conflict (account_id, day, game_type, vendor, outcome) do update set
       stake_minor = round_days.stake_minor + excluded.stake_minor,
       win_minor = round_days.win_minor + excluded.win_minor,
       rounds = round_days.rounds + excluded.rounds`,
    [member.account_id],
  );
  await client.query('commit');
  await client.query('analyze ledger_transactions, ledger_entries, ledger_days, game_rounds, round_days');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The first page (20 rows) with its totals of each record over the last 12 months, `samples` times one
 * after the other after a warm-up: the median and the slowest, and whether the page was full.
 */
export async function measureRecords(base, token, samples = 40) {
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * dayMs).toISOString().slice(0, 10);
  const results = [];
  for (const [name, path] of Object.entries(recordPaths)) {
    const url = `${base}${path}?from=${from}&to=${today}&pageSize=20&language=en`;
    const once = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers: { token } });
      const body = await res.json();
      const ms = performance.now() - started;
      if (res.status !== 200 || !body.success)
        throw new Error(`${path} answered ${res.status} ${JSON.stringify(body)}`);
      return { ms, value: body.value };
    };
    for (let warm = 0; warm < 5; warm += 1) await once();
    const times = [];
    let last;
    for (let sample = 0; sample < samples; sample += 1) {
      last = await once();
      times.push(last.ms);
    }
    const counted = name === 'bets' ? last.value.totals.rounds : last.value.totals.entries;
    results.push({
      name,
      path,
      median: median(times),
      max: Math.max(...times),
      rows: last.value.list.length,
      counted,
    });
  }
  return results;
}
