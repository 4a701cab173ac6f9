import { idempotencyKeyHeader, memberPaths, paths } from '@portal/api';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, wallets } from '../db/schema';
import { writeSetting } from '../system/siteSettings';
import { applicationsByReference, ledgerBreaches, noBreaches } from '../testing/ledgerInvariants';
import { newMember } from '../testing/newMember';
import { loginAs } from '../testing/flows';
import { freshKey } from '../testing/gameFlows';
import { loginAsTrial } from '../testing/loginAsTrial';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('merchant wallet and wallet transfers on $name', (databaseCase) => {
  let tp: TestPlatform;
  let player: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    // agent1player2 opens with 500.00.
    player = await loginAs(tp, 'agent1player2');
  });
  afterAll(() => tp.close());

  const transfer = (token: string | undefined, body: unknown, key: string | null = freshKey()) =>
    tp.app.inject({
      method: 'POST',
      url: paths.walletTransfer,
      headers: { ...(token ? { token } : {}), ...(key === null ? {} : { [idempotencyKeyHeader]: key }) },
      payload: body as object,
    });
  const footprint = async () => {
    const { db } = tp.platform;
    const [entries] = await db.select({ n: count() }).from(ledgerEntries);
    const [made] = await db.select({ n: count() }).from(wallets);
    return [entries?.n, made?.n];
  };
  const ledgerSum = async () =>
    Number(
      (
        await tp.platform.db
          .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
          .from(ledgerEntries)
      )[0]?.total,
    );

  it('answers the merchant wallet model to members (one wallet for the demo brand)', async () => {
    expect((await tp.app.inject({ method: 'GET', url: paths.merchantWallet })).statusCode).toBe(401);
    const res = await tp.app.inject({ method: 'GET', url: paths.merchantWallet, headers: { token: player } });
    expect(res.json()).toEqual({ success: true, value: { isSingle: true } });
  });

  it("moves money between the main wallet and a vendor's, made on first use, once per key", async () => {
    const key = freshKey();
    const res = await transfer(player, { from: 'main', to: 'PG_WALLET', amountMinor: 12_345 }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ balances: { main: 50_000 - 12_345, PG_WALLET: 12_345 } });
    const after = await footprint();
    expect(
      (await transfer(player, { from: 'main', to: 'PG_WALLET', amountMinor: 12_345 }, key)).json(),
    ).toEqual(res.json());
    expect(await footprint()).toEqual(after);
    const mismatch = await transfer(player, { from: 'main', to: 'PG_WALLET', amountMinor: 1 }, key);
    expect(mismatch.statusCode).toBe(422);
    const back = await transfer(player, { from: 'PG_WALLET', to: 'main', amountMinor: 2_345 });
    expect(back.json().value).toEqual({ balances: { main: 50_000 - 10_000, PG_WALLET: 10_000 } });
    // TCG_LOTTO_VN and TCG_SEA share one wallet name.
    const tcg = await transfer(player, { from: 'main', to: 'TCG_WALLET', amountMinor: 1_000 });
    expect(tcg.json().value.balances).toEqual({ main: 39_000, PG_WALLET: 10_000, TCG_WALLET: 1_000 });
    expect(await ledgerSum()).toBe(0);
  });

  it('refuses unknown wallets, bad amounts, overdrafts, trial accounts and missing keys, writing nothing', async () => {
    const before = await footprint();
    expect((await transfer(undefined, { from: 'main', to: 'PG_WALLET', amountMinor: 1 })).statusCode).toBe(
      401,
    );
    for (const body of [
      { from: 'main', to: 'NOPE_WALLET', amountMinor: 100 },
      { from: 'main', to: 'main', amountMinor: 100 },
      { from: 'PG_WALLET', to: 'JDB_WALLET', amountMinor: 100 },
      { from: 'main', to: 'PG_WALLET', amountMinor: 0 },
      { from: 'main', to: 'PG_WALLET', amountMinor: -5 },
      { from: 'main', to: 'PG_WALLET', amountMinor: 1.5 },
      { from: 'main', to: 'PG_WALLET', amountMinor: '100' },
      { from: 'main', to: 'PG WALLET', amountMinor: 100 },
      { from: 'main' },
    ]) {
      const res = await transfer(player, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    const missing = await transfer(player, { from: 'main', to: 'PG_WALLET', amountMinor: 1 }, null);
    expect(missing.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const trial = await transfer(await loginAsTrial(tp), { from: 'main', to: 'PG_WALLET', amountMinor: 1 });
    expect(trial.statusCode).toBe(403);
    expect(trial.json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    expect(await footprint()).toEqual(before);
    const overdraft = await transfer(player, { from: 'PG_WALLET', to: 'main', amountMinor: 10_001 });
    expect(overdraft.statusCode).toBe(409);
    expect(overdraft.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const [entries] = await footprint();
    expect(entries).toBe(before[0]);
  });

  // Another connection holds the player's wallet row, as a stalled first request would: PostgreSQL only,
  // since the embedded database is one connection and runs one transaction at a time.
  it.skipIf(databaseCase.name !== 'postgres')(
    'answers 409 to the retry of a stalled first request, never runs it twice, and replays it once done',
    async () => {
      const { db } = tp.platform;
      const balance = async () =>
        (await tp.app.inject({ method: 'GET', url: paths.balance, headers: { token: player } })).json().value
          .balanceMinor as number;
      const before = await balance();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const stall = db.transaction(async (tx) => {
        await tx.execute(sql`select id from wallets where kind = 'main' for update`);
        held();
        await gate;
      });
      await holding;
      const key = freshKey();
      const body = { from: 'main', to: 'PG_WALLET', amountMinor: 700 };
      const first = transfer(player, body, key);
      // The first request holds its key once its transaction has taken the key's advisory lock.
      for (;;) {
        const result = (await db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted`,
        )) as unknown as { rows: Array<{ n: number }> };
        if ((result.rows[0]?.n ?? 0) > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      tp.clock.advance(75_000);
      const retry = await transfer(player, body, key);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_IN_FLIGHT' });
      release();
      await stall;
      const answer = await first;
      expect(answer.statusCode, answer.body).toBe(200);
      const again = await transfer(player, body, key);
      expect(again.json()).toEqual(answer.json());
      expect(await balance()).toBe(before - 700);
    },
  );

  describe('the transfer-fund page', () => {
    const walletsOf = (token: string, language = 'en') =>
      tp.app.inject({
        method: 'GET',
        url: `${memberPaths.wallets}?language=${language}`,
        headers: { token },
      });
    const recall = (token: string, key = freshKey()) =>
      tp.app.inject({
        method: 'POST',
        url: memberPaths.walletsRecall,
        headers: { token, [idempotencyKeyHeader]: key },
      });
    const multiWallet = async (run: () => Promise<void>) => {
      await writeSetting(tp.platform.db, 'merchantWallet', { isSingle: false });
      try {
        await run();
      } finally {
        await writeSetting(tp.platform.db, 'merchantWallet', { isSingle: true });
      }
    };

    it('shows only the main wallet to a single-wallet merchant', async () => {
      const { token } = await newMember(tp, { prefix: 'single', balanceMinor: 100_00 });
      expect((await walletsOf(token)).json()).toEqual({
        success: true,
        value: {
          isSingle: true,
          currency: 'USD',
          currencySymbol: '$',
          wallets: [{ name: 'main', displayName: '', balanceMinor: 100_00 }],
        },
      });
    });

    it("lists every vendor wallet with its balance, in the page's language", async () => {
      await multiWallet(async () => {
        const { token } = await newMember(tp, { prefix: 'multi', balanceMinor: 100_00 });
        await transfer(token, { from: 'main', to: 'PG_WALLET', amountMinor: 30_00 });
        const value = (await walletsOf(token)).json().value;
        expect(value.isSingle).toBe(false);
        expect(value.wallets[0]).toEqual({ name: 'main', displayName: '', balanceMinor: 70_00 });
        const names = value.wallets.map((wallet: { name: string }) => wallet.name);
        expect(new Set(names).size).toBe(names.length);
        expect(value.wallets).toContainEqual({
          name: 'PG_WALLET',
          displayName: expect.any(String),
          balanceMinor: 30_00,
        });
        const arabic = (await walletsOf(token, 'ar')).json().value.wallets[1].displayName;
        expect(arabic).not.toBe(value.wallets[1].displayName);
      });
    });

    it('recalls every vendor wallet to the main wallet in one transaction, once per key', async () => {
      await multiWallet(async () => {
        const { token } = await newMember(tp, { prefix: 'recall', balanceMinor: 100_00 });
        const wallets = (await walletsOf(token)).json().value.wallets as Array<{ name: string }>;
        const [first, second] = wallets.slice(1).map((wallet) => wallet.name);
        await transfer(token, { from: 'main', to: first, amountMinor: 20_00 });
        await transfer(token, { from: 'main', to: second, amountMinor: 15_00 });
        const key = freshKey();
        const answer = await recall(token, key);
        expect(answer.json()).toEqual({
          success: true,
          value: { balances: { main: 100_00, [first as string]: 0, [second as string]: 0 } },
        });
        expect((await recall(token, key)).json()).toEqual(answer.json());
        expect((await applicationsByReference(tp.platform.db, 'wallet-recall')).get(key)).toBe(1);
        // Nothing to recall: it answers the balances and writes nothing.
        expect((await recall(token)).json()).toMatchObject({
          success: true,
          value: { balances: { main: 100_00 } },
        });
        const recalls = await tp.platform.db
          .select({ n: count() })
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.kind, 'wallet-recall'), eq(ledgerTransactions.reference, key)));
        expect(recalls[0]?.n).toBe(1);
        expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
      });
    });

    it('refuses a trial account and a recall without a key', async () => {
      const trial = await loginAsTrial(tp);
      expect((await walletsOf(trial)).json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
      expect((await recall(trial)).json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
      const { token } = await newMember(tp, { prefix: 'nokey' });
      const keyless = await tp.app.inject({
        method: 'POST',
        url: memberPaths.walletsRecall,
        headers: { token },
      });
      expect(keyless.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
      expect((await walletsOf(token, 'x'.repeat(40))).json()).toMatchObject({ code: 'BAD_INPUT' });
    });
  });
});
