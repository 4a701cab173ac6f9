import { gameArtUrl, type Game, type GameType } from '@portal/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { favourites, games, recentGames, vendors } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { pick } from '../system/contentSettings';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;

/** The columns a game's answer needs (not the search keys). */
export const gameColumns = {
  nodeId: games.nodeId,
  gameCode: games.gameCode,
  nameEn: games.nameEn,
  nameAr: games.nameAr,
  gameType: games.gameType,
  vassalage: games.vassalage,
  gameClassify: games.gameClassify,
  isNew: games.isNew,
  isHot: games.isHot,
  freeplay: games.freeplay,
  supportPlay: games.supportPlay,
  isGame: games.isGame,
};

export type GameFields = Pick<GameRow, keyof typeof gameColumns>;

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/**
 * A game as the calls answer it, named in the language; `favouriteIds` (a member's, when the request has
 * a live session) adds `isFavorite`.
 */
export function toGame(row: GameFields, language: string, favouriteIds?: ReadonlySet<number>): Game {
  const name = pick({ en: row.nameEn, ar: row.nameAr }, language);
  return {
    nodeId: row.nodeId,
    nodeName: name,
    gameName: name,
    displayName: name,
    gameType: row.gameType as GameType,
    vassalage: row.vassalage,
    gameClassify: row.gameClassify,
    isNew: flag(row.isNew),
    isHot: flag(row.isHot),
    iconUrl: gameArtUrl(row.nodeId),
    gameCode: row.gameCode,
    isGame: flag(row.isGame),
    freeplay: flag(row.freeplay),
    ...(row.supportPlay === null ? {} : { supportPlay: flag(row.supportPlay) }),
    ...(favouriteIds ? { isFavorite: favouriteIds.has(row.nodeId) } : {}),
  };
}

/** Which of `nodeIds` the account has among its favourites. */
export async function favouritesAmong(
  db: Db,
  accountId: number,
  nodeIds: readonly number[],
): Promise<Set<number>> {
  if (nodeIds.length === 0) return new Set();
  const rows = await db
    .select({ nodeId: favourites.nodeId })
    .from(favourites)
    .where(and(eq(favourites.accountId, accountId), inArray(favourites.nodeId, [...nodeIds])));
  return new Set(rows.map((row) => row.nodeId));
}

/** The games as answered, with the viewer's favourite flags when there is a viewer. */
export async function gamesFor(
  db: Db,
  rows: readonly GameFields[],
  language: string,
  viewer: number | null,
): Promise<Game[]> {
  const favouriteIds =
    viewer === null
      ? undefined
      : await favouritesAmong(
          db,
          viewer,
          rows.map((row) => row.nodeId),
        );
  return rows.map((row) => toGame(row, language, favouriteIds));
}

export async function findGame(db: Db, nodeId: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.nodeId, nodeId));
  return row;
}

export async function findGameByCode(db: Db, gameCode: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.gameCode, gameCode));
  return row;
}

export async function findVendor(db: Db, vassalage: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.vassalage, vassalage));
  return row;
}

/** The vendor whose wallets go by this name (its accountTypeName), if any. */
export async function findVendorByWallet(
  db: Db,
  accountTypeName: string,
): Promise<{ accountTypeName: string } | undefined> {
  const [row] = await db
    .select({ accountTypeName: vendors.accountTypeName })
    .from(vendors)
    .where(eq(vendors.accountTypeName, accountTypeName))
    .limit(1);
  return row;
}

/**
 * Refuses a launch of a game whose vendor is under maintenance (GAME_MAINTENANCE, 503, message
 * 'errors.gameMaintenance'), or of an unknown vendor (NOT_FOUND). For the launch calls.
 */
export async function ensureVendorOpen(db: Db, vassalage: string): Promise<VendorRow> {
  const vendor = await findVendor(db, vassalage);
  if (!vendor) throw new ApiError('NOT_FOUND');
  if (vendor.maintenance) throw new ApiError('GAME_MAINTENANCE');
  return vendor;
}

/**
 * Records that an account played a game (the rounds call it): the game moves to the top of the account's
 * recent list, and its popularity (the popular and hot lists' order) rises by one.
 */
export async function recordRecentGame(
  db: Db,
  { accountId, nodeId, playedAt }: { accountId: number; nodeId: number; playedAt: Date },
): Promise<void> {
  await db
    .insert(recentGames)
    .values({ accountId, nodeId, lastPlayedAt: playedAt })
    .onConflictDoUpdate({
      target: [recentGames.accountId, recentGames.nodeId],
      set: { lastPlayedAt: sql`greatest(${recentGames.lastPlayedAt}, excluded.last_played_at)` },
    });
  await db
    .update(games)
    .set({ popularity: sql`${games.popularity} + 1` })
    .where(eq(games.nodeId, nodeId));
}

/** The number of pages of `total` items, `pageSize` a page (0 for none). */
export const pagesOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
