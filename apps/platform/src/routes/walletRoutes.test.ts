import { idempotencyKeyHeader, paths } from '@portal/api';
import { eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { accounts, ledgerEntries, wallets } from '../db/schema';
import { mainWallet } from '../ledger/ledger';
import { createSession } from '../sessions/sessions';
import { loginAs } from '../testing/flows';
import { loginAsTrial } from '../testing/loginAsTrial';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('wallet routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const balance = async (token: string) =>
    (await tp.app.inject({ method: 'GET', url: paths.balance, headers: { token } })).json();

  const cashier = (token: string, key: string | undefined, body: unknown) =>
    tp.app.inject({
      method: 'POST',
      url: paths.sandboxCashier,
      headers: { token, ...(key ? { [idempotencyKeyHeader]: key } : {}) },
      payload: body as object,
    });

  /** Every transaction's entries sum to zero, so all entries together do. */
  const ledgerSum = async () =>
    Number(
      (
        await tp.platform.db
          .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
          .from(ledgerEntries)
      )[0]?.total,
    );

  it('reads the seeded balance, credited through the ledger', async () => {
    const token = await loginAs(tp, 'demomember');
    expect(await balance(token)).toEqual({
      success: true,
      value: { balanceMinor: 100_000, balance: '1000.00', currency: 'USD', currencySymbol: '$' },
    });
    expect(await ledgerSum()).toBe(0);
    expect((await tp.app.inject({ method: 'GET', url: paths.balance })).statusCode).toBe(401);
  });

  it("reads the session and the wallet in one query, on the session's own rules", async () => {
    const demo = (await findAccountByUsername(tp.platform.db, 'demomember'))!;
    // An account that never used its wallet gets one on its first balance read.
    const [walletless] = await tp.platform.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(notExists(tp.platform.db.select().from(wallets).where(eq(wallets.accountId, accounts.id))))
      .limit(1);
    const fresh = walletless!.id;
    const freshToken = await createSession(tp.platform, fresh);
    expect((await balance(freshToken)).value).toMatchObject({ balanceMinor: 0 });
    expect((await tp.platform.db.select().from(wallets).where(eq(wallets.accountId, fresh))).length).toBe(1);

    // Logged out: refused at once.
    const token = await loginAs(tp, 'demomember');
    expect((await balance(token)).success).toBe(true);
    await tp.app.inject({ method: 'DELETE', url: paths.logout, headers: { token } });
    expect(await balance(token)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });

    // Idle past the limit: refused; a call inside the limit keeps it going (lastSeenAt is written).
    const busy = await createSession(tp.platform, demo.id);
    const idleMs = tp.platform.config.sessionIdleMinutes * 60_000;
    tp.clock.advance(idleMs - 60_000);
    expect((await balance(busy)).success).toBe(true);
    tp.clock.advance(idleMs - 60_000);
    expect((await balance(busy)).success).toBe(true);
    tp.clock.advance(idleMs);
    expect(await balance(busy)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    expect(await balance('x'.repeat(500))).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('moves money once per idempotency key: replay, 422 for another payload, 400 without a key', async () => {
    const token = await loginAs(tp, 'agent1player2');
    const first = await cashier(token, 'deposit-0001', { type: 'deposit', amountMinor: 1_234 });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ balanceMinor: 51_234, balance: '512.34' });
    const replay = await cashier(token, 'deposit-0001', { type: 'deposit', amountMinor: 1_234 });
    expect(replay.json()).toEqual(first.json());
    expect((await balance(token)).value.balanceMinor).toBe(51_234);
    const other = await cashier(token, 'deposit-0001', { type: 'deposit', amountMinor: 999 });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    const missing = await cashier(token, undefined, { type: 'deposit', amountMinor: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const bad = await cashier(token, 'deposit-0002', { type: 'deposit', amountMinor: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect((await balance(token)).value.balanceMinor).toBe(51_234);
  });

  it('refuses to overdraw, and replays the refusal for the same key', async () => {
    const token = await loginAs(tp, 'agent2player1');
    const res = await cashier(token, 'withdraw-big-1', { type: 'withdraw', amountMinor: 25_001 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(
      (await cashier(token, 'withdraw-big-1', { type: 'withdraw', amountMinor: 25_001 })).statusCode,
    ).toBe(409);
    expect((await balance(token)).value.balanceMinor).toBe(25_000);
  });

  it("refuses a trial account's sandbox cashier, moving nothing", async () => {
    const before = await ledgerSum();
    const entries = async () => (await tp.platform.db.select().from(ledgerEntries)).length;
    const count = await entries();
    const res = await cashier(await loginAsTrial(tp), 'trial-deposit-1', {
      type: 'deposit',
      amountMinor: 100,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'TRIAL_NOT_ALLOWED' });
    expect(await entries()).toBe(count);
    expect(await ledgerSum()).toBe(before);
  });

  it('gives exactly 100 of 200 concurrent 1.00 debits against 100.00, and the ledger sums to zero', async () => {
    const token = await loginAs(tp, 'agent41player1');
    const account = await findAccountByUsername(tp.platform.db, 'agent41player1');
    const wallet = await mainWallet(tp.platform.db, account!.id, 'USD');
    // agent41player1 opens with 250.00: bring it to exactly 100.00 first.
    await cashier(token, 'bring-to-100', { type: 'withdraw', amountMinor: 15_000 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        cashier(token, `debit-${String(i).padStart(4, '0')}`, { type: 'withdraw', amountMinor: 100 }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(100);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(100);
    const [row] = await tp.platform.db
      .select()
      .from(wallets)
      .where(sql`${wallets.id} = ${wallet.id}`);
    expect(row?.balance).toBe(0);
    expect(await ledgerSum()).toBe(0);
  }, 120_000);

  it('never charges twice for repeated idempotency keys sent at once', async () => {
    const token = await loginAs(tp, 'agent42player1');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        cashier(token, `same-key-${i % 4}`, { type: 'withdraw', amountMinor: 1_000 }),
      ),
    );
    // Each key either succeeded (first or replay) or was still in flight (409); money moved once per key.
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    expect((await balance(token)).value.balanceMinor).toBe(25_000 - 4 * 1_000);
    expect(await ledgerSum()).toBe(0);
  }, 60_000);
});
