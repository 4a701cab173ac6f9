import { gameLaneOrder, paths, slotClassifies, type Game, type VendorLane } from '@portal/api';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureVendorOpen } from '../catalogue/catalogue';
import { searchKeyOf } from '../catalogue/searchKey';
import { favourites, gameAnnouncements, games, vendors } from '../db/schema';
import { buildDemoCatalogue } from '../seed/demoCatalogue';
import { seedDemoBrand } from '../seed/seedDemoBrand';
import { loginAs } from '../testing/flows';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

const catalogue = buildDemoCatalogue();
const realGames = catalogue.games.filter((game) => game.isGame === 1);

describe.each(databaseCases())('game catalogue routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  let member: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    member = await loginAs(tp, 'demomember');
  });
  afterAll(() => tp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    tp.app.inject({ method: 'GET', url, headers });
  const value = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json().value;
  };
  const expectStatus = async (url: string, status: number, code: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(status);
    expect(res.json(), url).toMatchObject({ success: false, code, message: expect.any(String) });
  };
  /** Every list's rows, and the favourite and vendor switches, so a refused call is seen to write nothing. */
  const footprint = async () => {
    const { db } = tp.platform;
    const [row] = (
      (await db.execute(
        sql`select (select count(*)::int from ${games}) as games, (select count(*)::int from ${favourites}) as favourites,
          (select string_agg(vassalage || ':' || maintenance, ',' order by vassalage) from ${vendors}) as switches`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    return row;
  };
  const list = (query: string, headers: Record<string, string> = {}) =>
    value(`${paths.gameList}?${query}`, headers) as Promise<{
      games: Game[];
      totalPages: number;
      total: number;
      pageNo: number;
    }>;

  it('answers the vendor lanes in the navigation order, with counts, flags and classifies', async () => {
    const { data } = await value(`${paths.gameVendors}?platform=html5-desktop&language=en`);
    const lanes = data.lanes as VendorLane[];
    expect(lanes.map((lane) => lane.gameCategory)).toEqual([...gameLaneOrder]);
    const slots = lanes.find((lane) => lane.gameCategory === 'RNG');
    expect(slots?.title).toBe('Slots');
    expect(slots?.vendors.map((vendor) => vendor.vassalage)).toEqual([
      'PG',
      'EG2',
      'PT',
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'BGS',
    ]);
    expect(slots?.gameClassify).toEqual([...slotClassifies]);
    expect(slots?.cards.PG).toEqual({
      vassalage: 'PG',
      displayName: 'PG Studio',
      accountTypeName: 'PG_WALLET',
      logoUrl: '/wps/media/vendor/PG.svg',
      gameCount: 900,
      maintenance: false,
      gameListCard: false,
    });
    expect(slots?.cards.BGS).toMatchObject({ gameListCard: true, gameCount: 550 });
    for (const lane of lanes) {
      if (lane.gameCategory !== 'RNG') expect(lane.gameClassify).toEqual([]);
      expect(Object.keys(lane.cards)).toEqual(lane.vendors.map((vendor) => vendor.vassalage));
      for (const vendor of lane.vendors) {
        const expected = realGames.filter(
          (game) => game.vassalage === vendor.vassalage && game.gameType === lane.gameCategory,
        ).length;
        expect(vendor.gameCount, `${lane.gameCategory} ${vendor.vassalage}`).toBe(expected);
      }
    }
    expect(lanes.find((lane) => lane.gameCategory === 'ESPORTS')?.vendors.map((v) => v.vassalage)).toEqual([
      'AV',
      'AI',
      'IMES',
      'TF',
      'IA',
    ]);
    expect(lanes.find((lane) => lane.gameCategory === 'COCKFIGHT')?.title).toBe('Cockfight');
    // Arabic by the query, by the browser's language, and by the site's default (Arabic) without either.
    const arabic = (await value(`${paths.gameVendors}?language=ar`)).data.lanes as VendorLane[];
    expect(arabic.find((lane) => lane.gameCategory === 'RNG')?.cards.PG?.displayName).toBe('بي جي ستوديو');
    expect(arabic[0]?.title).toBe('اليانصيب الإلكتروني');
    const byHeader = (await value(paths.gameVendors, { 'accept-language': 'en-GB,en;q=0.9' })).data.lanes;
    expect(byHeader[0].title).toBe('E-Lottery');
    expect((await value(paths.gameVendors)).data.lanes[0].title).toBe('اليانصيب الإلكتروني');
  });

  it("answers a vendor's game types in the navigation order, and 404 for an unknown vendor", async () => {
    expect(await value(`${paths.vendorGameTypes}?vassalage=JL`)).toEqual({
      vassalage: 'JL',
      gameTypes: ['FISH', 'RNG', 'PVP'],
    });
    expect((await value(`${paths.vendorGameTypes}?vassalage=tcg_lotto_vn&language=en`)).gameTypes).toEqual([
      'LOTT',
    ]);
    await expectStatus(`${paths.vendorGameTypes}?vassalage=NOPE`, 404, 'NOT_FOUND');
  });

  it('answers the game menus: each category with its vendors and games', async () => {
    const menus = await value(`${paths.gameMenus}?language=en`);
    expect(menus.map((menu: { gameType: string }) => menu.gameType)).toEqual([...gameLaneOrder]);
    expect(menus.find((menu: { gameType: string }) => menu.gameType === 'RNG')).toEqual({
      gameType: 'RNG',
      title: 'Slots',
      vendorCount: 8,
      gameCount: realGames.filter((game) => game.gameType === 'RNG').length,
    });
    const total = menus.reduce((sum: number, menu: { gameCount: number }) => sum + menu.gameCount, 0);
    expect(total).toBe(realGames.length);
    expect((await value(`${paths.gameMenus}?language=ar`))[5].title).toBe('السلوتس');
  });

  it('pages the whole catalogue, 40 by default, cards first, and answers a page past the end empty', async () => {
    const first = await list('language=en');
    expect(first).toMatchObject({ total: catalogue.games.length, pageNo: 1 });
    expect(first.totalPages).toBe(Math.ceil(catalogue.games.length / 40));
    expect(first.games).toHaveLength(40);
    expect(first.games.slice(0, 2).map((game) => game.gameCode)).toEqual(['BGS_RNG_HALL', 'BGS_LIVE_HALL']);
    expect(first.games[0]).toEqual({
      nodeId: 89_900,
      nodeName: 'BGS Gaming: Slots Hall',
      gameName: 'BGS Gaming: Slots Hall',
      displayName: 'BGS Gaming: Slots Hall',
      gameType: 'RNG',
      vassalage: 'BGS',
      gameClassify: '',
      isNew: 0,
      isHot: 0,
      iconUrl: '/wps/media/game/89900.svg',
      gameCode: 'BGS_RNG_HALL',
      isGame: 0,
      freeplay: 0,
    });
    // A visitor's games carry no favourite flag.
    expect(first.games.some((game) => 'isFavorite' in game)).toBe(false);
    const last = await list(`pageNo=${first.totalPages}&pageSize=40`);
    expect(last.games).toHaveLength(catalogue.games.length - (first.totalPages - 1) * 40);
    const beyond = await list(`pageNo=${first.totalPages + 1}`);
    expect(beyond).toEqual({
      games: [],
      totalPages: first.totalPages,
      total: catalogue.games.length,
      pageNo: first.totalPages + 1,
    });
    // Pages follow each other without gaps or repeats.
    const pages = await Promise.all(
      [1, 2, 3].map((pageNo) => list(`gameType=FISH&pageSize=100&pageNo=${pageNo}`)),
    );
    const ids = pages.flatMap((page) => page.games.map((game) => game.nodeId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages[0]?.total).toBe(350);
    expect(ids).toHaveLength(300);
    expect((await list('gameType=FISH&pageSize=100&pageNo=4')).games).toHaveLength(50);
  });

  it('filters by game type, vendor, classify, new and card, in any case', async () => {
    const pg = await list('gameType=rng&vassalage=pg&pageSize=100&language=en');
    expect(pg.total).toBe(900);
    expect(pg.games.every((game) => game.vassalage === 'PG' && game.gameType === 'RNG')).toBe(true);
    const jackpots = await list('gameType=RNG&gameClassify=jp&pageSize=100');
    expect(jackpots.total).toBe(catalogue.games.filter((game) => game.gameClassify === 'JP').length);
    expect(jackpots.games.every((game) => game.gameClassify === 'JP')).toBe(true);
    const fresh = await list('isNew=1&gameType=LIVE&pageSize=100');
    expect(fresh.total).toBe(catalogue.games.filter((g) => g.isNew && g.gameType === 'LIVE').length);
    expect(fresh.games.every((game) => game.isNew === 1 && game.gameType === 'LIVE')).toBe(true);
    // isNew=0 is no filter (the lobby's "all").
    expect((await list('isNew=0')).total).toBe(catalogue.games.length);
    const cards = await list('isGame=0');
    expect(cards.games.map((game) => game.gameCode)).toEqual(['BGS_RNG_HALL', 'BGS_LIVE_HALL']);
    // The popup game list of the card vendor: its games, without its cards.
    const hall = await list('vassalage=BGS&gameType=LIVE&isGame=1');
    expect(hall.total).toBe(80);
    expect(hall.games.every((game) => game.isGame === 1)).toBe(true);
    // Empty filters read as absent; an unknown vendor has no games.
    expect((await list('gameType=&vassalage=&gameClassify=&gameName=')).total).toBe(catalogue.games.length);
    expect((await list('vassalage=NOBODY')).total).toBe(0);
    // Trial flags both ways: freeplay, and supportPlay for the vendors that say it so.
    const cq9 = await list('vassalage=CQ9&pageSize=100');
    expect(
      cq9.games.every((game) => game.freeplay === 0 && (game.supportPlay === 0 || game.supportPlay === 1)),
    ).toBe(true);
    expect(cq9.games.some((game) => game.supportPlay === 0)).toBe(true);
    expect(pg.games.every((game) => !('supportPlay' in game))).toBe(true);
    expect(pg.games.some((game) => game.freeplay === 1)).toBe(true);
  });

  it('searches names in English and Arabic, trimmed and without case, whatever the asked language', async () => {
    const expectedFor = (text: string) => {
      const key = searchKeyOf(text);
      return catalogue.games.filter(
        (game) => searchKeyOf(game.name.en).includes(key) || searchKeyOf(game.name.ar).includes(key),
      );
    };
    const english = await list(
      `gameName=${encodeURIComponent('  GOLDEN   dragon ')}&language=en&pageSize=100`,
    );
    const expected = expectedFor('golden dragon');
    expect(english.total).toBe(expected.length);
    expect(english.total).toBeGreaterThan(5);
    expect(english.games.map((game) => game.nodeId).toSorted()).toEqual(
      expected.map((game) => game.nodeId).toSorted(),
    );
    expect(english.games.every((game) => /golden dragon/i.test(game.gameName))).toBe(true);
    // The same search answers Arabic names when Arabic is asked.
    const inArabic = await list(`gameName=golden%20dragon&language=ar&pageSize=100`);
    expect(inArabic.total).toBe(english.total);
    expect(inArabic.games.find((game) => game.gameCode === 'PG_0001')?.gameName).toBe('التنين الذهبي');
    // Arabic text, typed without the hamza, finds the names written with it.
    const lions = await list(`gameName=${encodeURIComponent('الاسد الذهبي')}&language=ar&pageSize=100`);
    expect(lions.total).toBe(expectedFor('الأسد الذهبي').length);
    expect(lions.total).toBeGreaterThan(0);
    expect(lions.games.every((game) => game.gameName.includes('الأسد الذهبي'))).toBe(true);
    const lionsInEnglish = await list(
      `gameName=${encodeURIComponent('الأسد الذهبي')}&language=en&pageSize=100`,
    );
    expect(lionsInEnglish.games.every((game) => /golden lion/i.test(game.gameName))).toBe(true);
    // Combined with the filters; wildcards are plain characters.
    const fishing = await list(`gameType=FISH&gameName=${encodeURIComponent('صيد')}&pageSize=100`);
    expect(fishing.total).toBe(expectedFor('صيد').filter((game) => game.gameType === 'FISH').length);
    expect((await list('gameName=%25')).total).toBe(0);
    expect((await list('gameName=_')).total).toBe(0);
    expect((await list(`gameName=${encodeURIComponent("hold'em")}`)).total).toBe(
      expectedFor('holdem').length,
    );
  });

  it('adds favourite flags for a live session only', async () => {
    const res = await tp.app.inject({
      method: 'POST',
      url: paths.favouriteAdd,
      headers: { token: member },
      payload: { nodeId: 10_002, vendor: 'PG', gameType: 'RNG' },
    });
    expect(res.statusCode).toBe(200);
    const page = await list('vassalage=PG&pageSize=3', { token: member });
    expect(page.games.map((game) => [game.nodeId, game.isFavorite])).toEqual([
      [10_001, false],
      [10_002, true],
      [10_003, false],
    ]);
    const hot = await value(paths.hotGames, { token: member });
    expect(hot.list.every((game: Game) => typeof game.isFavorite === 'boolean')).toBe(true);
    // A forged or ended token is a visitor: the catalogue still answers, without flags.
    const forged = await list('vassalage=PG&pageSize=3', { token: 'not-a-session' });
    expect(forged.games.some((game) => 'isFavorite' in game)).toBe(false);
    await tp.app.inject({
      method: 'DELETE',
      url: paths.favouriteRemove,
      headers: { token: member },
      payload: { nodeId: 10_002, vendor: 'PG', gameType: 'RNG' },
    });
    await tp.platform.db.delete(favourites);
  });

  it('answers the hot games, most popular first, of a type or vendor', async () => {
    const all = await value(`${paths.hotGames}?isPlatform=2&platform=flash,html5-desktop&language=en`);
    expect(all.list).toHaveLength(200);
    expect(all.list.every((game: Game) => game.isHot === 1)).toBe(true);
    const popularity = new Map(catalogue.games.map((game) => [game.nodeId, game.popularity]));
    const order = all.list.map((game: Game) => popularity.get(game.nodeId) ?? -1);
    expect(order).toEqual(order.toSorted((a: number, b: number) => b - a));
    const live = await value(`${paths.hotGames}?gameType=LIVE`);
    expect(live.list.length).toBe(catalogue.games.filter((g) => g.isHot && g.gameType === 'LIVE').length);
    expect(live.list.every((game: Game) => game.gameType === 'LIVE')).toBe(true);
    const jdb = await value(`${paths.hotGames}?vassalage=JDB&gameType=FISH`);
    expect(jdb.list.every((game: Game) => game.vassalage === 'JDB' && game.gameType === 'FISH')).toBe(true);
  });

  it('answers the popular games: the most played first, only games', async () => {
    const top = await value(`${paths.popularGames}?language=en`);
    expect(top.list).toHaveLength(20);
    const best = realGames.toSorted((a, b) => b.popularity - a.popularity || b.nodeId - a.nodeId);
    expect(top.list.map((game: Game) => game.nodeId)).toEqual(best.slice(0, 20).map((game) => game.nodeId));
    const fish = await value(`${paths.popularGames}?gameType=FISH&limit=5`);
    expect(fish.list).toHaveLength(5);
    expect(fish.list.every((game: Game) => game.gameType === 'FISH')).toBe(true);
    expect(
      (await value(`${paths.popularGames}?vassalage=BGS&gameType=RNG&limit=50`)).list.every(
        (game: Game) => game.isGame === 1,
      ),
    ).toBe(true);
  });

  it('answers the published game announcements, newest first, in the language, per vendor', async () => {
    const all = await value(`${paths.gameAnnouncements}?language=en`);
    expect(all.list.map((item: { id: number }) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(all.list[1]).toEqual({
      id: 2,
      title: 'CQ9 Gaming: scheduled maintenance',
      content:
        '<p>CQ9 games are unavailable on Tuesdays from 06:00 to 08:00 GMT while the vendor upgrades its servers.</p>',
      vassalage: 'CQ9',
      startDate: tp.clock.now() - 2 * 24 * 3_600_000,
    });
    const cq9 = await value(`${paths.gameAnnouncements}?vassalage=cq9&language=ar`);
    expect(cq9.list.map((item: { vassalage: string }) => item.vassalage)).toEqual(['', 'CQ9']);
    expect(cq9.list[1].title).toBe('سي كيو 9: صيانة مجدولة');
    // The scheduled one appears once its day comes.
    tp.clock.advance(8 * 24 * 3_600_000);
    expect((await value(paths.gameAnnouncements)).list[0].id).toBe(9);
    tp.clock.advance(-8 * 24 * 3_600_000);
  });

  it("serves each game's art and each vendor's logo, cached for good; 404 for anything else", async () => {
    const art = await get('/wps/media/game/10001.svg');
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(art.body).toMatch(/^<svg /);
    expect(art.body).not.toMatch(/<text|<script|href=|https?:\/\/(?!www\.w3\.org)/);
    // The same image in every language, and through the image CDNs.
    expect((await get('/wps/media/game/10001.svg', { 'accept-language': 'en' })).body).toBe(art.body);
    expect((await get('/cdn/a/wps/media/game/10001.svg')).body).toBe(art.body);
    expect((await get('/wps/media/game/89900.svg')).statusCode).toBe(200);
    const logo = await get('/wps/media/vendor/TCG_LOTTO_VN.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.body).toContain('>LOTTO VN</text>');
    for (const missing of [
      '/wps/media/game/1.svg',
      '/wps/media/game/99999999.svg',
      '/wps/media/game/0.svg',
      '/wps/media/game/10001.png',
      '/wps/media/game/x.svg',
      '/wps/media/game/10001',
      '/wps/media/game/1234567890.svg',
      '/wps/media/vendor/NOPE.svg',
      '/wps/media/vendor/pg.svg',
      '/wps/media/vendor/PG.png',
      `/wps/media/vendor/${'A'.repeat(40)}.svg`,
    ]) {
      const res = await get(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(String(res.headers['cache-control'] ?? ''), missing).not.toMatch(/immutable/);
    }
  });

  it('lets the operator switch a vendor under maintenance, and its launches answer GAME_MAINTENANCE', async () => {
    const put = (payload: unknown, authorization?: string) =>
      tp.app.inject({
        method: 'PUT',
        url: paths.operatorVendor,
        headers: authorization ? { authorization } : {},
        payload: payload as object,
      });
    const operator = `Bearer ${testOperatorToken}`;
    const before = await footprint();
    expect((await put({ vassalage: 'CQ9', maintenance: true })).statusCode).toBe(401);
    expect((await put({ vassalage: 'CQ9', maintenance: true }, 'Bearer wrong')).statusCode).toBe(401);
    expect((await put({ vassalage: 'CQ9', maintenance: true }, `Bearer ${member}`)).statusCode).toBe(401);
    for (const bad of [
      {},
      { vassalage: 'CQ9' },
      { vassalage: 'CQ9', maintenance: 'true' },
      { vassalage: 'CQ9', maintenance: 1 },
      { vassalage: '', maintenance: true },
      { vassalage: 'CQ 9', maintenance: true },
      { vassalage: 'X'.repeat(40), maintenance: true },
      { vassalage: ['CQ9'], maintenance: true },
      [],
    ]) {
      const res = await put(bad, operator);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
    const unknown = await put({ vassalage: 'NOPE', maintenance: true }, operator);
    expect(unknown.statusCode).toBe(404);
    expect(await footprint()).toEqual(before);

    const on = await put({ vassalage: 'cq9', maintenance: true }, operator);
    expect(on.json()).toEqual({
      success: true,
      value: { vassalage: 'CQ9', maintenance: true, gameListCard: false },
    });
    const lanes = (await value(paths.gameVendors)).data.lanes as VendorLane[];
    for (const type of ['RNG', 'FISH'] as const) {
      expect(lanes.find((lane) => lane.gameCategory === type)?.cards.CQ9?.maintenance).toBe(true);
    }
    expect(lanes.find((lane) => lane.gameCategory === 'RNG')?.cards.PG?.maintenance).toBe(false);
    const switches = await tp.app.inject({
      method: 'GET',
      url: paths.operatorVendor,
      headers: { authorization: operator },
    });
    expect(switches.json().value).toContainEqual({
      vassalage: 'CQ9',
      maintenance: true,
      gameListCard: false,
    });
    expect((await get(paths.operatorVendor)).statusCode).toBe(401);
    // Its games stay in the lobby; a launch is refused with the spec's 'game under maintenance'.
    expect((await list('vassalage=CQ9')).total).toBe(890);
    await expect(ensureVendorOpen(tp.platform.db, 'CQ9')).rejects.toMatchObject({
      code: 'GAME_MAINTENANCE',
      statusCode: 503,
      messageKey: 'errors.gameMaintenance',
    });
    await expect(ensureVendorOpen(tp.platform.db, 'PG')).resolves.toMatchObject({ vassalage: 'PG' });
    await expect(ensureVendorOpen(tp.platform.db, 'NOPE')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A start (the seed runs at every start) keeps the operator's switch.
    await seedDemoBrand(tp.platform);
    const [kept] = await tp.platform.db.select().from(vendors).where(eq(vendors.vassalage, 'CQ9'));
    expect(kept?.maintenance).toBe(true);

    expect((await put({ vassalage: 'CQ9', maintenance: false }, operator)).json().value.maintenance).toBe(
      false,
    );
    await expect(ensureVendorOpen(tp.platform.db, 'CQ9')).resolves.toBeDefined();
  });

  it('refuses bad queries with 400 and the envelope, writing nothing', async () => {
    const before = await footprint();
    const cases: Array<[string, string]> = [
      [paths.gameList, 'gameType=CASINO'],
      [paths.gameList, 'gameType=RNG&gameType=LIVE'],
      [paths.gameList, 'isNew=2'],
      [paths.gameList, 'isNew=yes'],
      [paths.gameList, 'isGame=-1'],
      [paths.gameList, 'vassalage=PG%3B%20DROP%20TABLE%20games'],
      [paths.gameList, `vassalage=${'A'.repeat(33)}`],
      [paths.gameList, 'gameClassify=XX'],
      [paths.gameList, 'gameClassify=JP&gameClassify=SC'],
      [paths.gameList, `gameName=${'x'.repeat(65)}`],
      [paths.gameList, `gameName=${'x'.repeat(300)}`],
      [paths.gameList, 'gameName=a%00b'],
      [paths.gameList, 'gameName=a%01b'],
      [paths.gameList, 'pageNo=0'],
      [paths.gameList, 'pageNo=-1'],
      [paths.gameList, 'pageNo=1.5'],
      [paths.gameList, 'pageNo=abc'],
      [paths.gameList, 'pageSize=0'],
      [paths.gameList, 'pageSize=101'],
      [paths.gameList, 'pageSize=1e2'],
      [paths.gameList, 'clientType=abc'],
      [paths.gameList, `platform=${'p'.repeat(65)}`],
      [paths.gameList, `language=${'x'.repeat(40)}`],
      [paths.hotGames, 'gameType=HOT'],
      [paths.hotGames, 'vassalage=%2A'],
      [paths.hotGames, 'isPlatform=22'],
      [paths.popularGames, 'limit=0'],
      [paths.popularGames, 'limit=51'],
      [paths.popularGames, 'gameType=FAV'],
      [paths.gameVendors, `platform=${'p'.repeat(65)}`],
      [paths.gameVendors, 'language=a&language=b'],
      [paths.vendorGameTypes, ''],
      [paths.vendorGameTypes, 'vassalage='],
      [paths.vendorGameTypes, 'vassalage=P-G'],
      [paths.gameMenus, `language=${'x'.repeat(17)}`],
      [paths.gameAnnouncements, 'vassalage=a.b'],
    ];
    for (const [path, query] of cases) {
      const url = `${path}?${query}`;
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        success: false,
        code: 'BAD_INPUT',
        message: expect.any(String),
      });
    }
    expect(await footprint()).toEqual(before);
  });

  it('seeds the catalogue once: a second start changes nothing', async () => {
    const { db } = tp.platform;
    const counts = async () =>
      Promise.all(
        [games, vendors, gameAnnouncements].map(
          async (table) => (await db.select({ total: count() }).from(table))[0]?.total,
        ),
      );
    expect(await counts()).toEqual([catalogue.games.length, catalogue.vendors.length, 9]);
    const [stored] = await db.select().from(games).where(eq(games.gameCode, 'PG_0001'));
    expect(stored).toMatchObject({ nameEnKey: 'golden dragon', nameArKey: 'التنين الذهبي', sort: 1 });
    await seedDemoBrand(tp.platform);
    expect(await counts()).toEqual([catalogue.games.length, catalogue.vendors.length, 9]);
  });
});
