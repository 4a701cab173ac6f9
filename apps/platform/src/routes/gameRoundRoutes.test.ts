import { idempotencyKeyHeader, paths, type SandboxRoundValue } from '@portal/api';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import type { Db } from '../db/database';
import { gameRounds, gameSessions, ledgerEntries, pvpRooms, wallets } from '../db/schema';
import { hashGameToken } from '../games/gameSessions';
import { gamesHouseWallet, playRound } from '../games/playRound';
import { seededRandom } from '../games/random';
import { slotPaylines, slotStrips, spinSlot } from '../games/slotEngine';
import { loginAs } from '../testing/flows';
import { demoGame, freshKey, launch, roundRequest } from '../testing/gameFlows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { maskName } from './gameRoundRoutes';

const slot = demoGame((game) => game.vassalage === 'PG' && game.gameType === 'RNG');
const fish = demoGame((game) => game.gameType === 'FISH');
const elott = demoGame((game) => game.vassalage === 'ELOTT');
const cards = demoGame((game) => game.vassalage === 'MJL' && game.gameType === 'PVP');

describe.each(databaseCases())('game rounds on $name', (databaseCase) => {
  let tp: TestPlatform;
  let member: string;
  let memberId: number;
  let db: Db;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    db = tp.platform.db;
    member = await loginAs(tp, 'demomember');
    memberId = (await findAccountByUsername(tp.platform.db, 'demomember'))?.id ?? 0;
  });
  afterAll(() => tp.close());

  /** A moment past the round interval, so the next round is never throttled. */
  const later = () => tp.clock.advance(301);
  const mainBalance = async (accountId: number) =>
    (
      await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.accountId, accountId), eq(wallets.kind, 'main')))
    )[0]?.balance;
  const houseBalance = async () =>
    (
      await db
        .select()
        .from(wallets)
        .where(and(isNull(wallets.accountId), eq(wallets.kind, `house:${gamesHouseWallet}`)))
    )[0]?.balance ?? 0;
  const counts = async () => {
    const [entries] = await db.select({ n: count() }).from(ledgerEntries);
    const [rounds] = await db.select({ n: count() }).from(gameRounds);
    return { entries: entries?.n, rounds: rounds?.n };
  };
  const ledgerSum = async () =>
    Number(
      (
        await db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries)
      )[0]?.total,
    );
  const play = async (body: Record<string, unknown>, key = freshKey()) => {
    later();
    const res = await roundRequest(tp, body, key);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().value as SandboxRoundValue;
  };
  const refused = async (
    body: Record<string, unknown>,
    status: number,
    code: string,
    key: string | null = freshKey(),
  ) => {
    later();
    const res = await roundRequest(tp, body, key);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    expect(res.json()).toMatchObject({ success: false, code, message: expect.any(String) });
  };

  it('moves the stake and the win through the ledger in one transaction, and records the round', async () => {
    const session = await launch(tp, `nodeId=${slot.nodeId}`, member);
    const before = await mainBalance(memberId);
    const house = await houseBalance();
    tp.clock.advance(5_000);
    const value = await play({ session, stakeMinor: 500 });
    expect(value.outcome.kind).toBe('slot');
    expect(value).toMatchObject({ stakeMinor: 500, trial: false, rounds: 1, elapsedMs: 5_301 });
    expect(value.netMinor).toBe(value.winMinor - 500);
    expect(value.balanceMinor).toBe((before ?? 0) - 500 + value.winMinor);
    expect(value.balance).toBe((value.balanceMinor / 100).toFixed(2));
    expect(await mainBalance(memberId)).toBe(value.balanceMinor);
    expect(await houseBalance()).toBe(house + 500 - value.winMinor);
    if (value.outcome.kind === 'slot') {
      const pays = value.outcome.lines.reduce((sum, line) => sum + line.pay, 0);
      expect(value.winMinor).toBe(Math.floor((500 * pays) / slotPaylines.length));
    }
    // The round's record, and its ledger transaction: entries that sum to zero, each with its balances.
    const [round] = await db.select().from(gameRounds).orderBy(desc(gameRounds.id)).limit(1);
    expect(round).toMatchObject({
      accountId: memberId,
      nodeId: slot.nodeId,
      gameType: 'RNG',
      stakeMinor: 500,
      winMinor: value.winMinor,
      balanceAfter: value.balanceMinor,
      details: value.outcome,
    });
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, round?.transactionId ?? 0));
    expect(entries).toHaveLength(value.winMinor > 0 ? 4 : 2);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    for (const entry of entries) expect(entry.balanceAfter - entry.balanceBefore).toBe(entry.amount);
    expect(await ledgerSum()).toBe(0);
    // The net position adds up over rounds.
    const second = await play({ session, stakeMinor: 100 });
    expect(second.rounds).toBe(2);
    expect(second.netMinor).toBe(value.winMinor + second.winMinor - 600);
  });

  it('replays a retried key, answers 422 for another body with it, and 400 without a key', async () => {
    const session = await launch(tp, `nodeId=${fish.nodeId}`, member);
    const key = freshKey();
    const first = await play({ session, stakeMinor: 200 }, key);
    const after = await counts();
    const balance = await mainBalance(memberId);
    // The same press again (a lost answer): the same answer, no money moved, no throttle.
    const replay = await roundRequest(tp, { session, stakeMinor: 200 }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual(first);
    expect(await counts()).toEqual(after);
    expect(await mainBalance(memberId)).toBe(balance);
    await refused({ session, stakeMinor: 500 }, 422, 'IDEMPOTENCY_MISMATCH', key);
    await refused({ session, stakeMinor: 200 }, 400, 'IDEMPOTENCY_KEY_REQUIRED', null);
    await refused({ session, stakeMinor: 200 }, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'short');
    expect(await counts()).toEqual(after);
  });

  it('allows one round per 300 ms per session', async () => {
    const session = await launch(tp, `nodeId=${slot.nodeId}`, member);
    await play({ session, stakeMinor: 100 });
    const fast = await roundRequest(tp, { session, stakeMinor: 100 });
    expect(fast.statusCode).toBe(429);
    expect(fast.json()).toMatchObject({ success: false, code: 'THROTTLED' });
    tp.clock.advance(299);
    expect((await roundRequest(tp, { session, stakeMinor: 100 })).statusCode).toBe(429);
    tp.clock.advance(1);
    expect((await roundRequest(tp, { session, stakeMinor: 100 })).statusCode).toBe(200);
  });

  it('refuses a stake above the balance with 409 and writes nothing', async () => {
    const token = await loginAs(tp, 'agent2player1');
    const accountId = (await findAccountByUsername(db, 'agent2player1'))?.id ?? 0;
    // Bring the wallet to 0.50 through the sandbox cashier.
    const cashier = await tp.app.inject({
      method: 'POST',
      url: paths.sandboxCashier,
      headers: { token, [idempotencyKeyHeader]: 'withdraw-to-fifty' },
      payload: { type: 'withdraw', amountMinor: 25_000 - 50 },
    });
    expect(cashier.json().value.balanceMinor).toBe(50);
    const session = await launch(tp, `nodeId=${slot.nodeId}`, token);
    const before = await counts();
    await refused({ session, stakeMinor: 100 }, 409, 'INSUFFICIENT_FUNDS');
    expect(await counts()).toEqual(before);
    expect(await mainBalance(accountId)).toBe(50);
    const [row] = await db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashGameToken(session)));
    expect(row).toMatchObject({ rounds: 0, stakedMinor: 0, wonMinor: 0 });
  });

  it('never lets a win pay for a stake the wallet cannot cover', async () => {
    const accountId = (await findAccountByUsername(db, 'agent2player1'))?.id ?? 0;
    const [session] = await db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.accountId, accountId))
      .orderBy(desc(gameSessions.id))
      .limit(1);
    // A generator that lands five wilds on the middle line: a win far above the stake, yet refused,
    // since the stake leaves the wallet before the win comes back.
    const wilds = () => {
      const stops = slotStrips.map((strip) => (strip.indexOf('wild') + strip.length - 1) % strip.length);
      return () => stops.shift() ?? 0;
    };
    expect(spinSlot(wilds()).lines).toContainEqual({ line: 1, symbol: 'wild', count: 5, pay: 220 });
    await expect(
      playRound(tp.platform, tp.platform.db, session!, { stakeMinor: 100 }, wilds()),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await mainBalance(accountId)).toBe(50);
  });

  it('plays a trial round with play money only, and refuses one it cannot cover', async () => {
    const session = await launch(tp, `nodeId=${slot.nodeId}`);
    const before = await counts();
    const value = await play({ session, stakeMinor: 10_000 });
    expect(value).toMatchObject({ trial: true, balanceMinor: 200_000 - 10_000 + value.winMinor });
    expect(await counts()).toEqual(before);
    await db
      .update(gameSessions)
      .set({ balanceMinor: 99 })
      .where(eq(gameSessions.tokenHash, hashGameToken(session)));
    await refused({ session, stakeMinor: 100 }, 409, 'INSUFFICIENT_FUNDS');
    const [row] = await db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashGameToken(session)));
    expect(row?.balanceMinor).toBe(99);
    expect(row?.rounds).toBe(1);
  });

  it('plays lottery draws with valid picks and refuses the others', async () => {
    const session = await launch(tp, `nodeId=${elott.nodeId}`, member);
    const value = await play({ session, stakeMinor: 100, picks: [1] });
    expect(value.outcome).toMatchObject({ kind: 'lottery', gameCode: elott.gameCode, picks: [1] });
    if (value.outcome.kind === 'lottery') {
      expect(value.outcome.drawn.length).toBeGreaterThan(0);
      expect(value.winMinor).toBe(value.outcome.hit ? Math.floor(100 * value.outcome.multiplier) : 0);
    }
    const before = await counts();
    for (const picks of [[], [1, 1], [1, 2, 3, 4, 5, 6], [120], [0.5]]) {
      await refused({ session, stakeMinor: 100, picks }, 400, 'BAD_INPUT');
    }
    await refused({ session, stakeMinor: 100 }, 400, 'BAD_INPUT');
    await refused({ session, stakeMinor: 123, picks: [1] }, 400, 'BAD_INPUT');
    // Another game of the mode only in the lobby view.
    await refused({ session, stakeMinor: 100, picks: [1], gameCode: 'ELOTT_0002' }, 400, 'BAD_INPUT');
    expect(await counts()).toEqual(before);
  });

  it('lists PVP rooms for members and plays hands at a room stake', async () => {
    const visitor = await tp.app.inject({ method: 'GET', url: paths.pvpRooms });
    expect(visitor.statusCode).toBe(401);
    const res = await tp.app.inject({
      method: 'GET',
      url: `${paths.pvpRooms}?gameCode=${cards.gameCode}&language=en`,
      headers: { token: member },
    });
    expect(res.statusCode).toBe(200);
    const rooms = res.json().value.list as Array<{
      roomId: string;
      stakeMinor: number;
      players: number;
      seats: number;
      name: string;
    }>;
    expect(rooms.map((room) => room.stakeMinor)).toEqual([100, 500, 2_000, 10_000]);
    expect(rooms[0]?.name).toContain('Bronze table');
    const all = await tp.app.inject({
      method: 'GET',
      url: `${paths.pvpRooms}?limit=10`,
      headers: { token: member },
    });
    expect(all.json().value.list).toHaveLength(10);
    const unknown = await tp.app.inject({
      method: 'GET',
      url: `${paths.pvpRooms}?gameCode=PG_0001`,
      headers: { token: member },
    });
    expect(unknown.statusCode).toBe(404);

    const session = await launch(tp, `nodeId=${cards.nodeId}`, member);
    const room = rooms[0] as (typeof rooms)[number];
    await db.update(pvpRooms).set({ players: 0 }).where(eq(pvpRooms.roomId, room.roomId));
    const hand = await play({ session, stakeMinor: room.stakeMinor, roomId: room.roomId });
    expect(hand.outcome).toMatchObject({ kind: 'pvp', roomId: room.roomId });
    if (hand.outcome.kind === 'pvp') {
      const expected = { win: Math.floor(room.stakeMinor * 1.95), push: room.stakeMinor, lose: 0 }[
        hand.outcome.result
      ];
      expect(hand.winMinor).toBe(expected);
      expect(hand.outcome.playerCard).not.toBe(hand.outcome.houseCard);
    }
    await refused({ session, stakeMinor: 500, roomId: room.roomId }, 400, 'BAD_INPUT');
    await refused({ session, stakeMinor: 100 }, 400, 'BAD_INPUT');
    await refused({ session, stakeMinor: 100, roomId: 'PG_0001-R1' }, 400, 'BAD_INPUT');
    await db.update(pvpRooms).set({ players: room.seats }).where(eq(pvpRooms.roomId, room.roomId));
    await refused({ session, stakeMinor: room.stakeMinor, roomId: room.roomId }, 409, 'ROOM_FULL');
  });

  it('answers the winner board: real wins only, largest first, masked names, formatted prizes', async () => {
    // Real rounds of a seeded generator until there are wins on the board.
    const accountId = (await findAccountByUsername(db, 'agent41player1'))?.id ?? 0;
    const token = await loginAs(tp, 'agent41player1');
    const session = (
      await db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.tokenHash, hashGameToken(await launch(tp, `nodeId=${slot.nodeId}`, token))))
    )[0]!;
    const random = seededRandom(5);
    for (let i = 0; i < 30; i += 1)
      await playRound(tp.platform, tp.platform.db, session, { stakeMinor: 200 }, random);
    const wins = await db
      .select({ winMinor: gameRounds.winMinor })
      .from(gameRounds)
      .where(sql`${gameRounds.winMinor} > 0`)
      .orderBy(desc(gameRounds.winMinor));
    expect(wins.length).toBeGreaterThan(3);
    const board = async (query: string) => {
      const res = await tp.app.inject({ method: 'GET', url: `${paths.rankList}?${query}` });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.json().value.list as Array<{
        vo: { winAmount: number; game: string; name: string; prize: string; wonAt: number };
      }>;
    };
    const list = await board('gameCategory=ALL&language=en&limitNum=20');
    expect(list.map((entry) => entry.vo.winAmount)).toEqual(wins.slice(0, 20).map((win) => win.winMinor));
    const top = list[0]!.vo;
    expect(top.prize).toBe(`$${(top.winAmount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(top.wonAt).toBeGreaterThan(0);
    expect(list.every((entry) => /^[^*]{1,2}\*\*\*.?$/.test(entry.vo.name))).toBe(true);
    expect(list.map((entry) => entry.vo.name)).toContain('ag***1');
    expect(list.map((entry) => entry.vo.game)).toContain(slot.name.en);
    expect((await board('language=ar&limitNum=3')).map((entry) => entry.vo.game)).toHaveLength(3);
    expect(await board('gameCategory=LIVE')).toEqual([]);
    expect((await board('gameCategory=rng')).length).toBeGreaterThan(0);
    // Wins older than 30 days leave the board.
    tp.clock.advance(31 * 24 * 3_600_000);
    expect(await board('gameCategory=ALL')).toEqual([]);
    tp.clock.advance(-31 * 24 * 3_600_000);
    for (const query of ['limitNum=0', 'limitNum=51', 'gameCategory=CASINO', 'limitNum=x']) {
      const res = await tp.app.inject({ method: 'GET', url: `${paths.rankList}?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    expect(maskName('agent41player1')).toBe('ag***1');
    expect(maskName('abc')).toBe('a***');
    expect(accountId).toBeGreaterThan(0);
  });
});
