import { lotteryGroups, paths, type LotteryGame, type LotteryMenuValue, type OpenedDraw } from '@portal/api';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryDraws } from '../db/schema';
import { latestDraws } from '../games/lotteryDraws';
import { lotteryRules } from '../games/lotteryEngine';
import { buildDemoLotteryGames, lotteryProfileOf } from '../seed/demoLottery';
import { loginAs } from '../testing/flows';
import { demoGame, demoGames, launch } from '../testing/gameFlows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

const lotteryGames = buildDemoLotteryGames(demoGames());
const vnLotto = demoGame((game) => game.vassalage === 'TCG_LOTTO_VN');

describe('the demo lottery games', () => {
  it('take their category and draw interval from their names, and their prize modes from their vendor', () => {
    expect(lotteryProfileOf('Tokyo 11x5 (3-Minute)')).toEqual({
      gameGroupCode: '11X5',
      drawIntervalSeconds: 180,
    });
    expect(lotteryProfileOf('Seoul PK10 Racing (Hourly) 2')).toEqual({
      gameGroupCode: 'PK10',
      drawIntervalSeconds: 3_600,
    });
    expect(lotteryProfileOf('Paris Mark Six (Daily)')).toEqual({
      gameGroupCode: 'LHC',
      drawIntervalSeconds: 86_400,
    });
    expect(lotteryProfileOf('Hanoi Fast Draw')).toEqual({ gameGroupCode: 'SSC', drawIntervalSeconds: 60 });
    expect(lotteryProfileOf('Thailand 4D')).toEqual({ gameGroupCode: 'LF', drawIntervalSeconds: 86_400 });
    const modes = new Set(lotteryGames.map((game) => game.prizeMode));
    expect([...modes].sort()).toEqual(['ELOTT', 'LOTT', 'SEA', 'ZY']);
    for (const mode of modes) {
      const groups = new Set(
        lotteryGames.filter((game) => game.prizeMode === mode).map((game) => game.gameGroupCode),
      );
      expect(groups.size, mode).toBeGreaterThanOrEqual(2);
    }
  });

  it('draw on the interval: numbered by the day and the place in it', () => {
    const now = Date.UTC(2026, 10, 24, 18, 1, 30);
    expect(latestDraws(60, now, 3)).toEqual([
      { numero: '20261124-1082', openedAt: Date.UTC(2026, 10, 24, 18, 1) },
      { numero: '20261124-1081', openedAt: Date.UTC(2026, 10, 24, 18, 0) },
      { numero: '20261124-1080', openedAt: Date.UTC(2026, 10, 24, 17, 59) },
    ]);
    expect(latestDraws(86_400, now, 2).map((draw) => draw.numero)).toEqual([
      '20261124-0001',
      '20261123-0001',
    ]);
  });
});

describe.each(databaseCases())('lottery calls on $name', (databaseCase) => {
  let tp: TestPlatform;
  let member: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    member = await loginAs(tp, 'demomember');
  });
  afterAll(() => tp.close());

  const get = (url: string, token?: string) =>
    tp.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
  const value = async (url: string, token?: string) => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json().value;
  };

  it('answers the menus of a prize mode grouped by category, in the categories’ order', async () => {
    const menu = (await value(
      `${paths.lotteryMenu}?prizeMode=LOTT&device=WEB&language=en`,
    )) as LotteryMenuValue;
    const codes = menu.gameMenus.map((group) => group.gameGroupCode);
    expect(codes).toEqual(lotteryGroups.filter((code) => codes.includes(code)));
    expect(codes).toEqual(['11X5', 'LF', 'LHC', 'PK10', 'SSC']);
    const expected = lotteryGames.filter((game) => game.prizeMode === 'LOTT');
    expect(menu.gameMenus.reduce((sum, group) => sum + group.games.length, 0)).toBe(expected.length);
    for (const group of menu.gameMenus) {
      expect(group.title).toBeTruthy();
      for (const game of group.games) {
        expect(game).toMatchObject({ prizeMode: 'LOTT', gameGroupCode: group.gameGroupCode });
        expect(game.drawIntervalSeconds).toBeGreaterThan(0);
      }
    }
    const ar = (await value(`${paths.lotteryMenu}?prizeMode=sea&language=ar`)) as LotteryMenuValue;
    expect(ar.gameMenus[0]?.games[0]?.prizeMode).toBe('SEA');
    expect(ar.gameMenus[0]?.title).toMatch(/[\u0600-\u06FF]/);
    expect((await get(`${paths.lotteryMenu}?prizeMode=XYZ`)).statusCode).toBe(400);
  });

  it('answers the lottery games of a prize mode with their tags, optionally of one category', async () => {
    const { list } = (await value(`${paths.lotteryGames}?prizeMode=ZY&language=en`)) as {
      list: LotteryGame[];
    };
    expect(list).toHaveLength(lotteryGames.filter((game) => game.prizeMode === 'ZY').length);
    expect(list.every((game) => game.prizeMode === 'ZY' && game.gameCode.startsWith('TCG_LOTTO_VN_'))).toBe(
      true,
    );
    const ssc = (await value(`${paths.lotteryGames}?prizeMode=ELOTT&gameGroupCode=SSC`)) as {
      list: LotteryGame[];
    };
    expect(ssc.list.length).toBeGreaterThan(0);
    expect(ssc.list.every((game) => game.gameGroupCode === 'SSC')).toBe(true);
    for (const query of ['', 'prizeMode=', 'prizeMode=LOTT&gameGroupCode=KENO']) {
      expect((await get(`${paths.lotteryGames}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("answers a game's latest draws, drawn once and never changed", async () => {
    const code = lotteryGames.find((game) => game.drawIntervalSeconds === 60)?.gameCode as string;
    const group = lotteryGames.find((game) => game.gameCode === code)?.gameGroupCode ?? 'SSC';
    const first = (await value(`${paths.lotteryOpened}?gameCode=${code}&limit=5`)).list as OpenedDraw[];
    expect(first).toHaveLength(5);
    const rule = lotteryRules[group];
    for (const draw of first) {
      expect(draw.gameCode).toBe(code);
      expect(draw.result).toHaveLength(rule.draw);
      expect(draw.numero).toMatch(/^\d{8}-\d{4}$/);
    }
    expect(first.map((draw) => draw.openedAt)).toEqual(
      [...first.map((draw) => draw.openedAt)].sort((a, b) => b - a),
    );
    // The VN path answers the same draws; asked again they are the same.
    expect((await value(`${paths.lotteryOpenedVn}?gameCode=${code}&limit=5`)).list).toEqual(first);
    // A minute later a new draw opens on top; the others stay as they were.
    tp.clock.advance(60_000);
    const next = (await value(`${paths.lotteryOpened}?gameCode=${code}&limit=6`)).list as OpenedDraw[];
    expect(next.slice(1)).toEqual(first);
    expect(next[0]?.openedAt).toBe((first[0]?.openedAt ?? 0) + 60_000);
    const stored = (await tp.platform.db.select({ n: count() }).from(lotteryDraws))[0]?.n;
    expect(stored).toBe(6);
    expect((await get(`${paths.lotteryOpened}?gameCode=PG_0001`)).statusCode).toBe(404);
    expect((await get(`${paths.lotteryOpened}`)).statusCode).toBe(400);
    expect((await get(`${paths.lotteryOpened}?gameCode=${code}&limit=31`)).statusCode).toBe(400);
  });

  it("answers the member's recent lottery games, newest first", async () => {
    expect((await get(paths.lotteryMenuRecent)).statusCode).toBe(401);
    expect((await value(paths.lotteryMenuRecent, member)).list).toEqual([]);
    await launch(tp, `launchMode=LOTT&lottoPrizeMode=ZY&lottoGameCode=${vnLotto.gameCode}`, member);
    tp.clock.advance(1_000);
    const elott = lotteryGames.find((game) => game.prizeMode === 'ELOTT')?.gameCode as string;
    await launch(tp, `launchMode=LOTT&lottoPrizeMode=ELOTT&lottoGameCode=${elott}`, member);
    // A slot played is not a lottery game.
    await launch(tp, `nodeId=${demoGame((game) => game.gameType === 'RNG').nodeId}`, member);
    const recent = (await value(`${paths.lotteryMenuRecent}?language=en`, member)).list as LotteryGame[];
    expect(recent.map((game) => game.gameCode)).toEqual([elott, vnLotto.gameCode]);
    const zy = (await value(`${paths.lotteryMenuRecent}?prizeMode=ZY`, member)).list as LotteryGame[];
    expect(zy.map((game) => [game.gameCode, game.prizeMode])).toEqual([[vnLotto.gameCode, 'ZY']]);
  });
});
