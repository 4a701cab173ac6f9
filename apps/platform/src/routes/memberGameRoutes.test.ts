import { paths, type Game } from '@portal/api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { recordRecentGame } from '../catalogue/catalogue';
import { favourites, games, recentGames } from '../db/schema';
import { loginAs } from '../testing/flows';
import { loginAsTrial } from '../testing/loginAsTrial';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('member game routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  let member: string;
  let memberId: number;
  let agent: string;
  let trial: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    member = await loginAs(tp, 'demomember');
    memberId = (await findAccountByUsername(tp.platform.db, 'demomember'))?.id ?? 0;
    agent = await loginAs(tp, 'agent1');
    trial = await loginAsTrial(tp);
  });
  afterAll(() => tp.close());
  beforeEach(async () => {
    await tp.platform.db.delete(favourites);
    await tp.platform.db.delete(recentGames);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    tp.app.inject({
      method,
      url,
      headers: token ? { token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const value = async (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json().value;
  };
  const add = (token: string, nodeId: number, vendor: string, gameType: string) =>
    value('POST', paths.favouriteAdd, token, { nodeId, vendor, gameType });
  const remove = (token: string, nodeId: number, vendor: string, gameType: string) =>
    value('DELETE', paths.favouriteRemove, token, { nodeId, vendor, gameType });
  const rows = async () => {
    const { db } = tp.platform;
    const [fav] = await db.select({ total: count() }).from(favourites);
    const [recent] = await db.select({ total: count() }).from(recentGames);
    return [fav?.total, recent?.total];
  };

  it('answers 401 to visitors and forged tokens on every member call', async () => {
    const body = { nodeId: 10_001, vendor: 'PG', gameType: 'RNG' };
    for (const [method, url, payload] of [
      ['GET', paths.favouriteIds],
      ['GET', `${paths.favouriteList}?pageNo=1&pageSize=10`],
      ['POST', paths.favouriteAdd, body],
      ['DELETE', paths.favouriteRemove, body],
      ['GET', `${paths.recentGames}?page=1&pageSize=20`],
    ] as const) {
      for (const token of [undefined, 'forged-token']) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: 'errors.notLoggedIn' });
      }
    }
    expect(await rows()).toEqual([0, 0]);
  });

  it('adds and removes favourites idempotently, newest first', async () => {
    expect(await value('GET', paths.favouriteIds, member)).toEqual([]);
    expect(await add(member, 10_001, 'PG', 'RNG')).toEqual([10_001]);
    tp.clock.advance(1_000);
    expect(await add(member, 90_001, 'EVP', 'LIVE')).toEqual([90_001, 10_001]);
    tp.clock.advance(1_000);
    expect(await add(member, 40_851, 'JDB', 'FISH')).toEqual([40_851, 90_001, 10_001]);
    // Adding again changes nothing (the lobby adds optimistically and may repeat itself).
    expect(await add(member, 10_001, 'PG', 'RNG')).toEqual([40_851, 90_001, 10_001]);
    expect(await rows()).toEqual([3, 0]);
    expect(await value('GET', paths.favouriteIds, member)).toEqual([40_851, 90_001, 10_001]);
    expect(await remove(member, 90_001, 'EVP', 'LIVE')).toEqual([40_851, 10_001]);
    expect(await remove(member, 90_001, 'EVP', 'LIVE')).toEqual([40_851, 10_001]);
    expect(await rows()).toEqual([2, 0]);
  });

  it("keeps each member's favourites their own", async () => {
    await add(member, 10_001, 'PG', 'RNG');
    await add(agent, 20_001, 'EG2', 'RNG');
    expect(await value('GET', paths.favouriteIds, member)).toEqual([10_001]);
    expect(await value('GET', paths.favouriteIds, agent)).toEqual([20_001]);
    // Removing a game from one's own favourites never touches another member's.
    expect(await remove(agent, 10_001, 'PG', 'RNG')).toEqual([20_001]);
    expect(await value('GET', paths.favouriteIds, member)).toEqual([10_001]);
    const list = await value('GET', paths.favouriteList, agent);
    expect(list.content.map((game: Game) => game.nodeId)).toEqual([20_001]);
  });

  it('checks the game: unknown 404, another vendor or game type 400, and writes nothing', async () => {
    await add(member, 10_001, 'PG', 'RNG');
    for (const [payload, status, code] of [
      [{ nodeId: 999_999, vendor: 'PG', gameType: 'RNG' }, 404, 'NOT_FOUND'],
      [{ nodeId: 10_002, vendor: 'JDB', gameType: 'RNG' }, 400, 'BAD_INPUT'],
      [{ nodeId: 10_002, vendor: 'PG', gameType: 'LIVE' }, 400, 'BAD_INPUT'],
    ] as const) {
      const added = await call('POST', paths.favouriteAdd, member, payload);
      expect(added.statusCode, JSON.stringify(payload)).toBe(status);
      expect(added.json()).toMatchObject({ success: false, code });
    }
    // Removing: the same checks, and a game neither in the catalogue nor among the favourites is a 404.
    const wrongVendor = await call('DELETE', paths.favouriteRemove, member, {
      nodeId: 10_001,
      vendor: 'PT',
      gameType: 'RNG',
    });
    expect(wrongVendor.statusCode).toBe(400);
    const unknown = await call('DELETE', paths.favouriteRemove, member, {
      nodeId: 999_999,
      vendor: 'PG',
      gameType: 'RNG',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await value('GET', paths.favouriteIds, member)).toEqual([10_001]);
  });

  it('removes a favourite whose game has left the catalogue', async () => {
    const { db } = tp.platform;
    await db.insert(favourites).values({ accountId: memberId, nodeId: 555_555 });
    expect(await value('GET', paths.favouriteIds, member)).toEqual([555_555]);
    // The list shows only games that exist.
    expect((await value('GET', paths.favouriteList, member)).content).toEqual([]);
    expect(await remove(member, 555_555, 'GONE', 'RNG')).toEqual([]);
  });

  it('refuses malformed favourite bodies with 400 and writes nothing', async () => {
    for (const payload of [
      {},
      { nodeId: 10_001 },
      { nodeId: '10001', vendor: 'PG', gameType: 'RNG' },
      { nodeId: 10_001.5, vendor: 'PG', gameType: 'RNG' },
      { nodeId: -1, vendor: 'PG', gameType: 'RNG' },
      { nodeId: 0, vendor: 'PG', gameType: 'RNG' },
      { nodeId: 2 ** 31, vendor: 'PG', gameType: 'RNG' },
      { nodeId: 10_001, vendor: '', gameType: 'RNG' },
      { nodeId: 10_001, vendor: 'P G', gameType: 'RNG' },
      { nodeId: 10_001, vendor: 'PG'.repeat(20), gameType: 'RNG' },
      { nodeId: 10_001, vendor: ['PG'], gameType: 'RNG' },
      { nodeId: 10_001, vendor: 'PG', gameType: 'SLOTS' },
      { nodeId: 10_001, vendor: 'PG', gameType: 'HOT' },
      { nodeId: 10_001, vendor: 'PG\u0000', gameType: 'RNG' },
      [10_001, 'PG', 'RNG'],
    ]) {
      for (const [method, url] of [
        ['POST', paths.favouriteAdd],
        ['DELETE', paths.favouriteRemove],
      ] as const) {
        const res = await call(method, url, member, payload);
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'BAD_INPUT', message: expect.any(String) });
      }
    }
    expect(await rows()).toEqual([0, 0]);
  });

  it('pages the favourite games, in the language, with filters', async () => {
    const picks: Array<[number, string, string]> = [
      [10_001, 'PG', 'RNG'],
      [10_002, 'PG', 'RNG'],
      [30_801, 'PT', 'LIVE'],
      [40_851, 'JDB', 'FISH'],
      [10_003, 'PG', 'RNG'],
    ];
    for (const [nodeId, vendor, gameType] of picks) {
      await add(member, nodeId, vendor, gameType);
      tp.clock.advance(1_000);
    }
    const all = await value('GET', `${paths.favouriteList}?clientType=3&platform=flash&language=en`, member);
    expect(all.pageNum).toBe(1);
    expect(all.totalPages).toBe(1);
    expect(all.content.map((game: Game) => game.nodeId)).toEqual([10_003, 40_851, 30_801, 10_002, 10_001]);
    expect(all.content.every((game: Game) => game.isFavorite === true)).toBe(true);
    expect(all.content[4]).toMatchObject({ gameName: 'Golden Dragon', iconUrl: '/wps/media/game/10001.svg' });
    const arabic = await value('GET', `${paths.favouriteList}?language=ar&gameType=RNG&vassalage=pg`, member);
    expect(arabic.content.map((game: Game) => game.nodeId)).toEqual([10_003, 10_002, 10_001]);
    expect(arabic.content[2].gameName).toBe('التنين الذهبي');
    const page2 = await value('GET', `${paths.favouriteList}?pageNo=2&pageSize=2`, member);
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 3 });
    expect(page2.content.map((game: Game) => game.nodeId)).toEqual([30_801, 10_002]);
    expect(await value('GET', `${paths.favouriteList}?pageNo=9&pageSize=2`, member)).toEqual({
      content: [],
      pageNum: 9,
      totalPages: 3,
    });
    for (const query of ['pageSize=1000', 'pageNo=0', 'gameType=X', 'vassalage=%25', 'pageSize=-5']) {
      const res = await call('GET', `${paths.favouriteList}?${query}`, member);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('BAD_INPUT');
    }
    // The catalogue marks them for this member.
    const listed = await value('GET', `${paths.gameList}?vassalage=PG&pageSize=4`, member);
    expect(listed.games.map((game: Game) => game.isFavorite)).toEqual([true, true, true, false]);
  });

  it('lets trial accounts keep favourites (a lobby feature); their recent list stays empty', async () => {
    expect(await add(trial, 10_001, 'PG', 'RNG')).toEqual([10_001]);
    expect((await value('GET', paths.favouriteList, trial)).content).toHaveLength(1);
    expect(await remove(trial, 10_001, 'PG', 'RNG')).toEqual([]);
    expect(await value('GET', paths.recentGames, trial)).toEqual({ list: [], totalPages: 0 });
  });

  it('lists the recently played games, newest first, 20 a page, with filters; a replay moves a game up', async () => {
    const { db } = tp.platform;
    const [before] = await db.select().from(games).where(eq(games.nodeId, 10_001));
    const start = tp.clock.now();
    // 25 slots of PG, then a live table and a fishing game.
    for (let i = 0; i < 25; i += 1) {
      await recordRecentGame(db, {
        accountId: memberId,
        nodeId: 10_001 + i,
        playedAt: new Date(start + i * 1_000),
      });
    }
    await recordRecentGame(db, { accountId: memberId, nodeId: 30_801, playedAt: new Date(start + 30_000) });
    await recordRecentGame(db, { accountId: memberId, nodeId: 40_851, playedAt: new Date(start + 31_000) });
    const first = await value('GET', `${paths.recentGames}?language=en`, member);
    expect(first.totalPages).toBe(2);
    expect(first.list).toHaveLength(20);
    expect(first.list.slice(0, 3).map((game: Game) => game.nodeId)).toEqual([40_851, 30_801, 10_025]);
    const second = await value('GET', `${paths.recentGames}?page=2`, member);
    expect(second.list.map((game: Game) => game.nodeId)).toEqual([
      10_007, 10_006, 10_005, 10_004, 10_003, 10_002, 10_001,
    ]);
    // Playing the oldest again brings it to the top, once.
    await recordRecentGame(db, { accountId: memberId, nodeId: 10_001, playedAt: new Date(start + 40_000) });
    const again = await value('GET', `${paths.recentGames}?page=1&pageSize=2`, member);
    expect(again.list.map((game: Game) => game.nodeId)).toEqual([10_001, 40_851]);
    expect(again.totalPages).toBe(14);
    // An older play arriving late never moves a game back.
    await recordRecentGame(db, { accountId: memberId, nodeId: 10_001, playedAt: new Date(start) });
    expect((await value('GET', `${paths.recentGames}?pageSize=1`, member)).list[0].nodeId).toBe(10_001);
    const [after] = await db.select().from(games).where(eq(games.nodeId, 10_001));
    expect(after?.popularity).toBe((before?.popularity ?? 0) + 3);
    // Filters and the favourite flags.
    await add(member, 30_801, 'PT', 'LIVE');
    const live = await value('GET', `${paths.recentGames}?gameType=LIVE&language=ar`, member);
    expect(live.list).toHaveLength(1);
    expect(live.list[0]).toMatchObject({ nodeId: 30_801, vassalage: 'PT', isFavorite: true });
    expect(live.list[0].gameName).toMatch(/\p{Script=Arabic}/u);
    const jdb = await value('GET', `${paths.recentGames}?vendor=jdb&clientType=3`, member);
    expect(jdb.list.map((game: Game) => game.nodeId)).toEqual([40_851]);
    expect(await value('GET', `${paths.recentGames}?page=5`, member)).toEqual({ list: [], totalPages: 2 });
    // Another member has none.
    expect(await value('GET', paths.recentGames, agent)).toEqual({ list: [], totalPages: 0 });
    for (const query of ['page=0', 'pageSize=101', 'gameType=HOT', 'vendor=a%20b', 'page=x']) {
      const res = await call('GET', `${paths.recentGames}?${query}`, member);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('BAD_INPUT');
    }
    // Restore the seeded popularity, so the other tests' orders hold.
    await db
      .update(games)
      .set({ popularity: before?.popularity ?? 0 })
      .where(eq(games.nodeId, 10_001));
  });
});
