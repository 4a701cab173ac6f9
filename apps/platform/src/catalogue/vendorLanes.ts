import {
  gameLaneOrder,
  slotClassifies,
  vendorLogoUrl,
  type GameType,
  type Vendor,
  type VendorLane,
} from '@portal/api';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, vendors } from '../db/schema';
import { pick } from '../system/contentSettings';
import type { VendorRow } from './catalogue';
import { gameTypeTitles } from './gameTypeTitles';

interface LaneCounts {
  /** Games (isGame 1) per vendor, per game type. */
  games: Map<string, number>;
  /** The classifies in use, per game type. */
  classifies: Map<GameType, Set<string>>;
}

const laneKey = (vassalage: string, gameType: string) => `${vassalage}\u0000${gameType}`;

/** One pass over the catalogue: each vendor's games per type and the classifies each type uses. */
async function laneCounts(db: Db): Promise<LaneCounts> {
  const rows = await db
    .select({
      vassalage: games.vassalage,
      gameType: games.gameType,
      gameClassify: games.gameClassify,
      total: sql<number>`(count(*) filter (where ${games.isGame} = 1))::int`,
    })
    .from(games)
    .groupBy(games.vassalage, games.gameType, games.gameClassify);
  const counts: LaneCounts = { games: new Map(), classifies: new Map() };
  for (const row of rows) {
    const key = laneKey(row.vassalage, row.gameType);
    counts.games.set(key, (counts.games.get(key) ?? 0) + Number(row.total));
    if (row.gameClassify) {
      const used = counts.classifies.get(row.gameType as GameType) ?? new Set<string>();
      used.add(row.gameClassify);
      counts.classifies.set(row.gameType as GameType, used);
    }
  }
  return counts;
}

const vendorOf = (row: VendorRow, language: string, gameCount: number): Vendor => ({
  vassalage: row.vassalage,
  displayName: pick({ en: row.displayNameEn, ar: row.displayNameAr }, language),
  accountTypeName: row.accountTypeName,
  logoUrl: vendorLogoUrl(row.vassalage),
  gameCount,
  maintenance: row.maintenance,
  gameListCard: row.gameListCard,
});

/** The vendor lanes: one per game type that has vendors, in `gameLaneOrder`, vendors in their order. */
export async function vendorLanes(db: Db, language: string): Promise<VendorLane[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(vendors).orderBy(asc(vendors.sort), asc(vendors.vassalage)),
    laneCounts(db),
  ]);
  return gameLaneOrder.flatMap((gameType): VendorLane[] => {
    const laneVendors = rows
      .filter((row) => row.gameTypes.includes(gameType))
      .map((row) => vendorOf(row, language, counts.games.get(laneKey(row.vassalage, gameType)) ?? 0));
    if (laneVendors.length === 0) return [];
    const used = counts.classifies.get(gameType) ?? new Set<string>();
    return [
      {
        gameCategory: gameType,
        title: pick(gameTypeTitles[gameType], language),
        vendors: laneVendors,
        cards: Object.fromEntries(laneVendors.map((vendor) => [vendor.vassalage, vendor])),
        gameClassify: slotClassifies.filter((classify) => used.has(classify)),
      },
    ];
  });
}
