import { gameTypes, slotClassifies, vendorGroups } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, demoGameAnnouncements, demoVendors } from './demoCatalogue';

const catalogue = buildDemoCatalogue();
const arabicLetter = /\p{Script=Arabic}/u;

describe('the demo game catalogue', () => {
  it('holds at least 10,000 games over every game type, slot sub-category and vendor of the spec', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(10_000);
    const types = new Set(catalogue.games.map((game) => game.gameType));
    expect([...types].toSorted()).toEqual([...gameTypes].toSorted());
    const classifies = new Set(
      catalogue.games.filter((g) => g.gameType === 'RNG').map((g) => g.gameClassify),
    );
    for (const classify of [...slotClassifies, ''] as const) expect(classifies.has(classify)).toBe(true);
    // Sub-categories are the slots' only.
    expect(catalogue.games.filter((g) => g.gameType !== 'RNG' && g.gameClassify !== '')).toEqual([]);
    const codes = new Set(catalogue.vendors.map((vendor) => vendor.vassalage));
    const specVendors = [
      ...['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
      ...vendorGroups.esports,
      ...vendorGroups.cockfight,
      ...vendorGroups.lottery,
    ];
    for (const code of specVendors) expect(codes.has(code), code).toBe(true);
    // Every vendor has games of each type it serves, and only of those.
    for (const vendor of catalogue.vendors) {
      const own = catalogue.games.filter((game) => game.vassalage === vendor.vassalage);
      expect(new Set(own.map((game) => game.gameType)), vendor.vassalage).toEqual(new Set(vendor.gameTypes));
    }
    // Every game type has at least one vendor with real games, and a few of each kind of flag.
    for (const type of gameTypes) {
      const ofType = catalogue.games.filter((game) => game.gameType === type && game.isGame === 1);
      expect(ofType.length, type).toBeGreaterThanOrEqual(100);
      expect(
        ofType.some((game) => game.isHot === 1),
        type,
      ).toBe(true);
      expect(
        ofType.some((game) => game.isNew === 1),
        type,
      ).toBe(true);
    }
  });

  it('files the e-sport, cockfight and lottery vendors under their own game types', () => {
    const typesOf = (code: string) =>
      catalogue.vendors.find((vendor) => vendor.vassalage === code)?.gameTypes;
    for (const code of vendorGroups.esports) expect(typesOf(code)).toEqual(['ESPORTS']);
    expect(typesOf('DS88')).toEqual(['COCKFIGHT']);
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']) expect(typesOf(code)).toEqual(['LOTT']);
    expect(typesOf('ELOTT')).toEqual(['ELOTT']);
  });

  it('is the same catalogue on every build', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
    // A few fixed points: a changed word list or generator shows here first (and renames players' games).
    const byCode = (code: string) => catalogue.games.find((game) => game.gameCode === code);
    expect(byCode('PG_0001')).toMatchObject({
      nodeId: 10_001,
      name: { en: 'Golden Dragon', ar: 'التنين الذهبي' },
      gameType: 'RNG',
      isGame: 1,
    });
    expect(byCode('JL_0002')?.nodeId).toBe(70_002);
    expect(catalogue.games.length).toBe(10_352);
  });

  it('gives every game a unique code and nodeId inside its vendor block, and names in both languages', () => {
    expect(new Set(catalogue.games.map((game) => game.gameCode)).size).toBe(catalogue.games.length);
    expect(new Set(catalogue.games.map((game) => game.nodeId)).size).toBe(catalogue.games.length);
    const blockOf = new Map(catalogue.vendors.map((vendor, index) => [vendor.vassalage, index + 1]));
    const misplaced = catalogue.games.filter(
      (game) => Math.floor(game.nodeId / 10_000) !== blockOf.get(game.vassalage),
    );
    expect(misplaced).toEqual([]);
    const badNames = catalogue.games.filter(
      (game) =>
        game.name.en.trim() !== game.name.en ||
        !/^[\x20-\x7E\u00C0-\u00FF]+$/.test(game.name.en) ||
        game.name.ar.trim() !== game.name.ar ||
        !arabicLetter.test(game.name.ar),
    );
    expect(badNames).toEqual([]);
    // The creative families never repeat a name: most English names are distinct.
    expect(new Set(catalogue.games.map((game) => game.name.en)).size).toBeGreaterThan(8_000);
    for (const vendor of catalogue.vendors) {
      expect(vendor.name.en).not.toBe('');
      expect(arabicLetter.test(vendor.name.ar)).toBe(true);
    }
  });

  it('says trials both ways: freeplay 1, or supportPlay 0 for the vendors of that style', () => {
    for (const vendor of demoVendors) {
      const own = catalogue.games.filter((game) => game.vassalage === vendor.vassalage && game.isGame === 1);
      if (vendor.trialStyle === 'supportPlay') {
        expect(own.every((game) => game.freeplay === 0 && game.supportPlay !== null)).toBe(true);
      } else {
        expect(own.every((game) => game.supportPlay === null)).toBe(true);
      }
    }
    const trial = (code: string) =>
      catalogue.games.some(
        (game) => game.vassalage === code && (game.freeplay === 1 || game.supportPlay === 0),
      );
    expect(trial('PG')).toBe(true);
    expect(trial('CQ9')).toBe(true);
    // Live tables, sports and draws have no trial.
    expect(
      catalogue.games.some(
        (game) =>
          ['LIVE', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'].includes(game.gameType) &&
          (game.freeplay === 1 || game.supportPlay === 0),
      ),
    ).toBe(false);
  });

  it('has a vendor whose cards stand for its game list: one card (isGame 0) per game type it serves', () => {
    const listVendors = catalogue.vendors.filter((vendor) => vendor.gameListCard);
    expect(listVendors.map((vendor) => vendor.vassalage)).toEqual(['BGS']);
    const cards = catalogue.games.filter((game) => game.isGame === 0);
    expect(cards.map((card) => [card.gameCode, card.gameType, card.sort])).toEqual([
      ['BGS_RNG_HALL', 'RNG', 0],
      ['BGS_LIVE_HALL', 'LIVE', 0],
    ]);
    expect(cards.every((card) => card.isHot === 0 && card.isNew === 0)).toBe(true);
  });

  it('announces in both languages, one of them not yet published', () => {
    expect(new Set(demoGameAnnouncements.map((item) => item.id)).size).toBe(demoGameAnnouncements.length);
    for (const item of demoGameAnnouncements) {
      expect(arabicLetter.test(item.title.ar) && arabicLetter.test(item.content.ar)).toBe(true);
      expect(item.title.en && item.content.en).toBeTruthy();
      if (item.vassalage)
        expect(demoVendors.some((vendor) => vendor.vassalage === item.vassalage)).toBe(true);
    }
    expect(demoGameAnnouncements.filter((item) => item.daysAgo < 0)).toHaveLength(1);
  });
});
