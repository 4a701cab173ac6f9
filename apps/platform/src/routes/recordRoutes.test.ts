import {
  memberPaths,
  type BetRecord,
  type BetRecordsValue,
  type IncomeValue,
  type LedgerRecord,
  type LedgerRecordsValue,
} from '@portal/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseWallet, mainWallet, playerWallet, transfer } from '../ledger/ledger';
import { demoGame, freshKey, launch, roundRequest } from '../testing/gameFlows';
import { ledgerBreaches, noBreaches } from '../testing/ledgerInvariants';
import { loginAsTrial } from '../testing/loginAsTrial';
import { newMember } from '../testing/newMember';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

const slot = demoGame((game) => game.vassalage === 'PG' && game.gameType === 'RNG');
const fish = demoGame((game) => game.gameType === 'FISH');
const dayMs = 86_400_000;

type Member = { id: number; token: string; username: string };

describe.each(databaseCases())('record routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  let member: Member;
  /** Yesterday and today (UTC): a run that straddles midnight still finds every row. */
  let from: string;
  let to: string;

  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    // The ledger stamps entries with the database's clock: the platform's clock is set to the same day.
    tp.clock.advance(Date.now() - tp.clock.now());
    to = new Date(tp.clock.now()).toISOString().slice(0, 10);
    from = new Date(tp.clock.now() - dayMs).toISOString().slice(0, 10);
    member = await newMember(tp, { prefix: 'rec', balanceMinor: 1_000_00 });
    // 12 slot rounds and 8 fishing rounds, stakes 1.00 to 5.00.
    for (const [game, rounds] of [
      [slot, 12],
      [fish, 8],
    ] as const) {
      const session = await launch(tp, `nodeId=${game.nodeId}`, member.token);
      for (let round = 0; round < rounds; round += 1) {
        tp.clock.advance(301);
        const res = await roundRequest(tp, { session, stakeMinor: [100, 200, 500][round % 3] }, freshKey());
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      }
    }
  });
  afterAll(() => tp.close());

  const get = (url: string, token = member.token) =>
    tp.app.inject({ method: 'GET', url, headers: { token, 'accept-language': 'en' } });

  const bets = async (query: string) => {
    const res = await get(`${memberPaths.betRecords}?from=${from}&to=${to}${query}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().value as BetRecordsValue;
  };

  const ledger = async (query: string, token = member.token) => {
    const res = await get(`${memberPaths.ledgerRecords}?from=${from}&to=${to}${query}`, token);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().value as LedgerRecordsValue;
  };

  /** Every page of a record, following `next`. */
  async function allOf<Row>(read: (cursor: string) => Promise<{ list: Row[]; next?: string }>) {
    const rows: Row[] = [];
    let cursor = '';
    for (;;) {
      const page = await read(cursor ? `&cursor=${cursor}` : '');
      rows.push(...page.list);
      if (!page.next) return rows;
      cursor = page.next;
    }
  }

  /** One number from the database, straight from the rows (never from the day sums). */
  const sumOf = async (query: ReturnType<typeof sql>) => {
    const result = (await tp.platform.db.execute(query)) as unknown as { rows: Array<{ n: unknown }> };
    return Number(result.rows[0]?.n ?? 0);
  };

  it('pages every round newest first, with totals that are the rounds’ own sums', async () => {
    const first = await bets('&pageSize=7');
    expect(first.list).toHaveLength(7);
    expect(first.next).toBe(first.list[6]?.id);
    expect(first.currency).toBe('USD');
    const rows = await allOf<BetRecord>((cursor) => bets(`&pageSize=7${cursor}`));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.id)).size).toBe(20);
    const times = rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const stake = await sumOf(
      sql`select sum(stake_minor) as n from game_rounds where account_id = ${member.id}`,
    );
    const payout = await sumOf(
      sql`select sum(win_minor) as n from game_rounds where account_id = ${member.id}`,
    );
    // The ledger agrees: the member's game entries sum to the rounds' net.
    const gameNet = await sumOf(
      sql`select sum(e.amount) as n from ledger_entries e join wallets w on w.id = e.wallet_id
          where w.account_id = ${member.id} and e.category = 'game'`,
    );
    expect(first.totals).toEqual({
      rounds: 20,
      stakeMinor: stake,
      payoutMinor: payout,
      netMinor: payout - stake,
    });
    expect(first.totals.netMinor).toBe(gameNet);
    expect(rows.reduce((sum, row) => sum + row.netMinor, 0)).toBe(gameNet);

    const row = rows.find((entry) => entry.gameType === 'RNG') as BetRecord;
    expect(row).toMatchObject({ vendor: 'PG', gameName: expect.any(String), vendorName: expect.any(String) });
    expect(row.gameName.length).toBeGreaterThan(0);
    expect(first.gameTypes.map((option) => option.code).sort()).toEqual(['FISH', 'RNG']);
    expect(first.vendors.map((option) => option.code)).toContain('PG');
    expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
  });

  it('filters by game type, vendor and result, the totals with them', async () => {
    const fishing = await bets('&gameType=FISH&pageSize=100');
    expect(fishing.list).toHaveLength(8);
    expect(fishing.list.every((row) => row.gameType === 'FISH')).toBe(true);
    expect(fishing.totals.rounds).toBe(8);
    expect(fishing.totals.stakeMinor).toBe(fishing.list.reduce((sum, row) => sum + row.stakeMinor, 0));

    const pg = await bets('&vendor=PG&pageSize=100');
    expect(pg.list.every((row) => row.vendor === 'PG')).toBe(true);
    expect(pg.totals.rounds).toBe(pg.list.length);

    const all = await bets('&pageSize=100');
    for (const outcome of ['won', 'lost', 'even'] as const) {
      const some = await bets(`&outcome=${outcome}&pageSize=100`);
      expect(some.list.every((row) => row.outcome === outcome)).toBe(true);
      expect(some.list).toHaveLength(all.list.filter((row) => row.outcome === outcome).length);
      expect(some.totals.netMinor).toBe(some.list.reduce((sum, row) => sum + row.netMinor, 0));
    }
    const none = await bets('&vendor=NOPE');
    expect(none).toMatchObject({
      list: [],
      totals: { rounds: 0, stakeMinor: 0, payoutMinor: 0, netMinor: 0 },
    });
    expect(none.next).toBeUndefined();
  });

  it('lists a wallet’s entries with their balances, totals from the ledger, by category', async () => {
    const first = await ledger('&pageSize=5');
    expect(first.wallet).toBe('main');
    expect(first.wallets[0]).toEqual({ code: 'main', name: '' });
    const rows = await allOf<LedgerRecord>((cursor) => ledger(`&pageSize=5${cursor}`));
    const main = await mainWallet(tp.platform.db, member.id, 'USD');
    const counted = await sumOf(sql`select count(*) as n from ledger_entries where wallet_id = ${main.id}`);
    const credit = await sumOf(
      sql`select sum(amount) as n from ledger_entries where wallet_id = ${main.id} and amount > 0`,
    );
    const debit = await sumOf(
      sql`select -sum(amount) as n from ledger_entries where wallet_id = ${main.id} and amount < 0`,
    );
    expect(rows).toHaveLength(counted);
    expect(first.totals).toEqual({
      entries: counted,
      creditMinor: credit,
      debitMinor: debit,
      netMinor: credit - debit,
    });
    // The newest entry's balance is the wallet's; each entry's before is the previous one's after.
    expect(rows[0]?.balanceAfterMinor).toBe(main.balance);
    for (let i = 0; i + 1 < rows.length; i += 1) {
      expect(rows[i]?.balanceBeforeMinor).toBe(rows[i + 1]?.balanceAfterMinor);
      expect(rows[i]?.balanceAfterMinor).toBe(
        (rows[i]?.balanceBeforeMinor ?? 0) + (rows[i]?.amountMinor ?? 0),
      );
    }
    expect(rows.at(-1)).toMatchObject({ kind: 'promotion', category: 'adjustment', amountMinor: 1_000_00 });

    const games = await ledger('&category=game&pageSize=100');
    expect(games.list.every((row) => row.kind === 'game-round' && row.category === 'game')).toBe(true);
    expect(games.totals.entries).toBe(games.list.length);
    expect(games.totals.netMinor).toBe((await bets('')).totals.netMinor);

    const held = await ledger('&wallet=held');
    expect(held).toMatchObject({
      list: [],
      totals: { entries: 0, creditMinor: 0, debitMinor: 0, netMinor: 0 },
    });
  });

  it('exports every selected row as CSV in the member’s language, formulas defused', async () => {
    const res = await get(`${memberPaths.betRecordsExport}?from=${from}&to=${to}&gameType=RNG`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="betting-record-${from}-${to}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Time (UTC),Round,Game,Game type,Vendor,Stake,Payout,Net,Result,Balance after');
    expect(lines).toHaveLength(13);
    // Amounts with 2 decimals; a loss's negative net stays a number (not taken for a formula).
    expect(lines.slice(1).every((line) => /,-?\d+\.\d\d,(Won|Lost|Even),\d+\.\d\d$/.test(line))).toBe(true);

    const arabic = await tp.app.inject({
      method: 'GET',
      url: `${memberPaths.ledgerRecordsExport}?from=${from}&to=${to}&language=ar`,
      headers: { token: member.token },
    });
    const rows = arabic.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(rows[0]).toBe('الوقت (UTC),القيد,النوع,المبلغ,الرصيد قبل,الرصيد بعد,المرجع');
    expect(rows).toHaveLength(1 + (await ledger('')).totals.entries);
    expect(rows.some((line) => line.includes('جولة لعب'))).toBe(true);
  });

  it('sums income per day, week and month, deposits less withdrawals beside the games', async () => {
    const db = tp.platform.db;
    const payer = await newMember(tp, { prefix: 'inc' });
    const main = await mainWallet(db, payer.id, 'USD');
    const held = await playerWallet(db, payer.id, 'held', 'USD');
    const cashier = await houseWallet(db, 'cashier', 'USD');
    await transfer(db, {
      from: cashier.id,
      to: main.id,
      amount: 500_00,
      kind: 'deposit',
      reference: `D${freshKey()}`,
    });
    await transfer(db, {
      from: main.id,
      to: held.id,
      amount: 200_00,
      kind: 'withdrawal-hold',
      reference: 'W1',
    });
    await transfer(db, {
      from: held.id,
      to: main.id,
      amount: 50_00,
      kind: 'withdrawal-return',
      reference: 'W1',
    });
    const income = async (period: string) => {
      const res = await get(`${memberPaths.income}?from=${from}&to=${to}&period=${period}`, payer.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as IncomeValue;
    };
    const daily = await income('day');
    expect(daily.points.map((point) => point.start)).toEqual([from, to]);
    expect(daily.totals).toEqual({
      rounds: 0,
      stakeMinor: 0,
      payoutMinor: 0,
      netMinor: 0,
      depositMinor: 500_00,
      withdrawalMinor: 150_00,
      netDepositMinor: 350_00,
    });
    const monthly = await income('month');
    expect(monthly.totals).toEqual(daily.totals);
    expect(monthly.points[0]?.start).toBe(from);

    const player = await get(`${memberPaths.income}?from=${from}&to=${to}&period=week`);
    const played = player.json().value as IncomeValue;
    expect(played.totals).toMatchObject({ rounds: 20, netMinor: (await bets('')).totals.netMinor });
    expect(await ledgerBreaches(db)).toEqual(noBreaches);
  });

  it('refuses bad periods, filters and pages, a visitor and a trial account, changing nothing', async () => {
    const today = to;
    const tomorrow = new Date(tp.clock.now() + dayMs).toISOString().slice(0, 10);
    const tooOld = new Date(tp.clock.now() - 366 * dayMs).toISOString().slice(0, 10);
    const oldest = new Date(tp.clock.now() - 365 * dayMs).toISOString().slice(0, 10);
    const base = memberPaths.betRecords;
    for (const query of [
      `from=${today}&to=${from}`,
      `from=${today}&to=${tomorrow}`,
      `from=${tooOld}&to=${today}`,
      'from=2026-02-30&to=2026-03-01',
      'from=&to=',
      `from=${today}`,
      `from=${today}&to=${today}&pageSize=0`,
      `from=${today}&to=${today}&pageSize=101`,
      `from=${today}&to=${today}&outcome=jackpot`,
      `from=${today}&to=${today}&cursor=abc`,
      `from=${today}&to=${today}&vendor=${'x'.repeat(41)}`,
    ]) {
      const res = await get(`${base}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    expect((await get(`${base}?from=${oldest}&to=${today}`)).statusCode).toBe(200);
    for (const url of [
      `${memberPaths.ledgerRecords}?from=${from}&to=${to}&category=bonus`,
      `${memberPaths.ledgerRecords}?from=${from}&to=${to}&wallet=a%20b`,
      `${memberPaths.income}?from=${from}&to=${to}&period=year`,
      `${memberPaths.ledgerRecordsExport}?from=${to}&to=${from}`,
    ]) {
      expect((await get(url)).json(), url).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    const visitor = await tp.app.inject({ method: 'GET', url: `${base}?from=${from}&to=${to}` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const trial = await loginAsTrial(tp);
    for (const path of [base, memberPaths.ledgerRecords, memberPaths.income, memberPaths.betRecordsExport]) {
      const res = await get(`${path}?from=${from}&to=${to}`, trial);
      expect(res.json(), path).toMatchObject({ success: false, code: 'TRIAL_NOT_ALLOWED' });
    }
    // A cursor of another member's row positions nothing: an empty page, no one else's rows.
    const other = await newMember(tp, { prefix: 'oth' });
    const mine = await bets('&pageSize=1');
    const res = await get(`${base}?from=${from}&to=${to}&cursor=${mine.next}`, other.token);
    expect(res.json().value.list).toEqual([]);
  });
});
