import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, idempotencyKeys, ledgerEntries, wallets } from '../db/schema';
import type { Database } from '../db/database';
import { ApiError } from '../failures/ApiError';
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

  const kind = () => database.kind;
  const keyRows = async (scope: string, key: string) =>
    (
      await database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    ).length;
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

  it('commits the money, the key and the answer together: a crash after the postings leaves none of them', async () => {
    const before = await balance(player);
    const options = { scope: 's', key: 'crash-after-posting', request: { n: 1 }, now: Date.now() };
    const move = (tx: typeof database.db) =>
      transfer(tx, { from: house, to: player, amount: 700, kind: 'credit', reference: options.key });
    await expect(
      idempotent(database.db, options, async (tx) => {
        await move(tx);
        throw new Error('the process died here');
      }),
    ).rejects.toThrow('the process died here');
    expect(await balance(player)).toBe(before);
    expect(await keyRows('s', options.key)).toBe(0);
    // The retry applies it once, and a second retry only replays.
    const work = async (tx: typeof database.db) => {
      const { transactionId } = await move(tx);
      return { statusCode: 200, body: { success: true, value: transactionId } };
    };
    const first = await idempotent(database.db, options, work);
    expect(await idempotent(database.db, options, work)).toEqual(first);
    expect(await balance(player)).toBe((before ?? 0) + 700);
  });

  it('stores a documented failure without any of the writes made before it', async () => {
    const before = await balance(player);
    const options = { scope: 's', key: 'documented-failure', request: {}, now: Date.now() };
    const failing = async (tx: typeof database.db) => {
      await transfer(tx, { from: house, to: player, amount: 300, kind: 'credit' });
      throw new ApiError('INSUFFICIENT_FUNDS');
    };
    const answer = await idempotent(database.db, options, failing);
    expect(answer).toEqual({
      statusCode: 409,
      body: { success: false, code: 'INSUFFICIENT_FUNDS', message: 'errors.insufficientFunds' },
    });
    expect(await balance(player)).toBe(before);
    expect(await idempotent(database.db, options, failing)).toEqual(answer);
    expect(await balance(player)).toBe(before);
  });

  it('never takes over a key whose first request can still commit, however long it stalls', async () => {
    const before = await balance(player);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const now = Date.now();
    const options = { scope: 's', key: 'stalled', request: { amount: 500 }, now };
    const work = async (tx: typeof database.db) => {
      const { transactionId } = await transfer(tx, { from: house, to: player, amount: 500, kind: 'credit' });
      entered();
      await gate;
      return { statusCode: 200, body: { success: true, value: transactionId } };
    };
    const first = idempotent(database.db, options, work);
    await inside;
    // 75 s later by the request's clock. PostgreSQL answers 409 at once; the embedded database runs one
    // transaction at a time, so there the retry waits for the first and replays it.
    const retry = idempotent(database.db, { ...options, now: now + 75_000 }, work);
    if (kind() === 'postgres') {
      await expect(retry).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' });
      release();
    } else {
      release();
    }
    const answer = await first;
    expect(answer.statusCode).toBe(200);
    if (kind() !== 'postgres') expect(await retry).toEqual(answer);
    expect(await idempotent(database.db, { ...options, now: now + 80_000 }, work)).toEqual(answer);
    expect(await balance(player)).toBe((before ?? 0) + 500);
  });
});
