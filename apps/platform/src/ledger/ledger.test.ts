import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, wallets } from '../db/schema';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { databaseCases } from '../testing/testDatabases';
import { idempotent } from './idempotency';
import { formatMinor, houseWallet, mainWallet, postTransaction, transfer } from './ledger';

describe.each(databaseCases())('the ledger on $name', ({ open }) => {
  let database: Database;
  let player: number;
  let house: number;
  beforeAll(async () => {
    database = await open();
    const [account] = await database.db
      .insert(accounts)
      .values({ username: 'p', usernameKey: 'p', passwordHash: 'x', type: 0 })
      .returning();
    player = (await mainWallet(database.db, account!.id, 'USD')).id;
    house = (await houseWallet(database.db, 'promotions', 'USD')).id;
  });
  afterAll(() => database.close());

  const balance = async (id: number) =>
    (await database.db.select().from(wallets).where(eq(wallets.id, id)))[0]?.balance;

  it('records each movement as entries summing to zero, with the balance before and after', async () => {
    await transfer(database.db, { from: house, to: player, amount: 10_000, kind: 'credit' });
    const { entries } = await transfer(database.db, {
      from: player,
      to: house,
      amount: 2_550,
      kind: 'debit',
    });
    expect(entries).toEqual([
      { walletId: player, amount: -2_550, balanceBefore: 10_000, balanceAfter: 7_450 },
      { walletId: house, amount: 2_550, balanceBefore: -10_000, balanceAfter: -7_450 },
    ]);
    expect(await balance(player)).toBe(7_450);
    const [sum] = await database.db
      .select({ total: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries);
    expect(Number(sum?.total)).toBe(0);
  });

  it("never lets a player's wallet go below zero, and writes nothing when it would", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)` }).from(ledgerEntries);
    await expect(
      transfer(database.db, { from: player, to: house, amount: 7_451, kind: 'debit' }),
    ).rejects.toThrow(ApiError);
    const after = await database.db.select({ n: sql<number>`count(*)` }).from(ledgerEntries);
    expect(after).toEqual(before);
    expect(await balance(player)).toBe(7_450);
  });

  it('refuses unbalanced, fractional or one-sided postings', async () => {
    await expect(
      postTransaction(database.db, {
        kind: 'x',
        postings: [
          { walletId: player, amount: 1 },
          { walletId: house, amount: 1 },
        ],
      }),
    ).rejects.toThrow('sum to zero');
    await expect(
      transfer(database.db, { from: house, to: player, amount: 1.5, kind: 'x' }),
    ).rejects.toThrow();
    await expect(
      postTransaction(database.db, { kind: 'x', postings: [{ walletId: player, amount: 0 }] }),
    ).rejects.toThrow();
  });

  it("refuses to move money between two players' wallets", async () => {
    const [other] = await database.db
      .insert(accounts)
      .values({ username: 'q', usernameKey: 'q', passwordHash: 'x', type: 0 })
      .returning();
    const otherWallet = (await mainWallet(database.db, other!.id, 'USD')).id;
    await expect(
      transfer(database.db, { from: player, to: otherWallet, amount: 100, kind: 'gift' }),
    ).rejects.toThrow('two players');
    expect(await balance(player)).toBe(7_450);
  });

  it('formats minor units with two decimals', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123_456)).toBe('1234.56');
    expect(formatMinor(-1_050)).toBe('-10.50');
  });

  it('runs an idempotent request once, replays it, and frees the key after an unexpected failure', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { statusCode: 200, body: { success: true, value: runs } };
    };
    const options = { scope: 's', key: 'k-1', request: { a: 1, b: 2 }, now: Date.now() };
    expect(await idempotent(database.db, options, work)).toEqual({
      statusCode: 200,
      body: { success: true, value: 1 },
    });
    // Same payload with its keys in another order is the same request.
    expect(await idempotent(database.db, { ...options, request: { b: 2, a: 1 } }, work)).toEqual({
      statusCode: 200,
      body: { success: true, value: 1 },
    });
    expect(runs).toBe(1);
    await expect(idempotent(database.db, { ...options, request: { a: 2 } }, work)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_MISMATCH',
    });
    const crashing = { ...options, key: 'k-2' };
    await expect(
      idempotent(database.db, crashing, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await idempotent(database.db, crashing, work)).body).toEqual({ success: true, value: 2 });
  });

  it('answers 409 while the first request runs, and lets a stale one be taken over', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const now = Date.now();
    const first = idempotent(database.db, { scope: 's', key: 'slow', request: {}, now }, async () => {
      await gate;
      return { statusCode: 200, body: { success: true } };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(
      idempotent(database.db, { scope: 's', key: 'slow', request: {}, now }, async () => ({
        statusCode: 200,
        body: {},
      })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' });
    const later = await idempotent(
      database.db,
      { scope: 's', key: 'slow', request: {}, now: now + 61_000 },
      async () => ({ statusCode: 201, body: { success: true, takenOver: true } }),
    );
    expect(later.statusCode).toBe(201);
    release();
    await first;
  });
});
