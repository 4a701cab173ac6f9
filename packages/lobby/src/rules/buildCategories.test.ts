import type { GameType, Vendor, VendorLane } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { buildCategories } from './buildCategories';

const vendor = (vassalage: string): Vendor => ({
  vassalage,
  displayName: vassalage,
  accountTypeName: vassalage,
  logoUrl: `/logo/${vassalage}.svg`,
  gameCount: 10,
  maintenance: false,
  gameListCard: false,
});

const lane = (gameCategory: GameType, vassalages: string[]): VendorLane => ({
  gameCategory,
  title: gameCategory.toLowerCase(),
  vendors: vassalages.map(vendor),
  cards: Object.fromEntries(vassalages.map((v) => [v, vendor(v)])),
  gameClassify: [],
});

const summary = (lanes: VendorLane[], loggedIn = false, hasRecent = false) =>
  buildCategories(lanes, { loggedIn, hasRecent }).map((category) => [
    category.code,
    category.vendors.map((v) => v.vassalage),
  ]);

describe('buildCategories', () => {
  it('starts with Hot, then Favourites for a member and Recent for a member with recent games', () => {
    const lanes = [lane('RNG', ['PG'])];
    expect(summary(lanes).map(([code]) => code)).toEqual(['HOT', 'RNG']);
    expect(summary(lanes, true).map(([code]) => code)).toEqual(['HOT', 'FAV', 'RNG']);
    expect(summary(lanes, true, true).map(([code]) => code)).toEqual(['HOT', 'FAV', 'RECENT', 'RNG']);
    expect(summary(lanes, false, true).map(([code]) => code)).toEqual(['HOT', 'RNG']);
  });

  it('moves e-sport and cockfight cards out of SPORTS into new categories right after it', () => {
    const lanes = [
      lane('LIVE', ['EG2']),
      lane('SPORTS', ['SB', 'AV', 'DS88', 'IMES', 'IA', 'AI', 'TF']),
      lane('FISH', ['JDB']),
    ];
    expect(summary(lanes)).toEqual([
      ['HOT', []],
      ['LIVE', ['EG2']],
      ['SPORTS', ['SB']],
      ['ESPORTS', ['AV', 'IMES', 'IA', 'AI', 'TF']],
      ['COCKFIGHT', ['DS88']],
      ['FISH', ['JDB']],
    ]);
  });

  it('drops empty categories, SPORTS too when every card moved', () => {
    const lanes = [lane('SPORTS', ['AV']), lane('PVP', []), lane('RNG', ['PG'])];
    expect(summary(lanes)).toEqual([
      ['HOT', []],
      ['ESPORTS', ['AV']],
      ['RNG', ['PG']],
    ]);
  });

  it("merges the moved cards into a server's own ESPORTS lane, placed after SPORTS, without duplicates", () => {
    const lanes = [lane('ESPORTS', ['TF']), lane('SPORTS', ['SB', 'AV', 'TF']), lane('RNG', ['PG'])];
    expect(summary(lanes)).toEqual([
      ['HOT', []],
      ['SPORTS', ['SB']],
      ['ESPORTS', ['TF', 'AV']],
      ['RNG', ['PG']],
    ]);
  });

  it("keeps the server's order and titles, and does not touch the lanes it was given", () => {
    const lanes = [lane('RNG', ['PG']), lane('SPORTS', ['AV'])];
    const categories = buildCategories(lanes, { loggedIn: false, hasRecent: false });
    expect(categories[1]).toMatchObject({ code: 'RNG', title: 'rng' });
    expect(lanes[1]!.vendors.map((v) => v.vassalage)).toEqual(['AV']);
  });
});
