import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { favourites, games, recentGames } from '../db/schema';
import { gameColumns, type GameFields } from './catalogue';

/** Which page of an account's list, narrowed by game type and vendor ('' for any). */
export interface AccountGamesAsked {
  accountId: number;
  gameType: string;
  vendor: string;
  page: number;
  pageSize: number;
}

export interface AccountGamesPage {
  rows: GameFields[];
  total: number;
}

/**
 * One page of a member's account list (favourites or recent games) with its total, narrowed by game type
 * and vendor. A page past the end answers no rows without asking for them.
 */
async function accountGamesPage(
  db: Db,
  list: typeof favourites | typeof recentGames,
  newestFirst: SQL[],
  { accountId, gameType, vendor, page, pageSize }: AccountGamesAsked,
): Promise<AccountGamesPage> {
  const where = and(
    eq(list.accountId, accountId),
    gameType ? eq(games.gameType, gameType) : undefined,
    vendor ? eq(games.vassalage, vendor) : undefined,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(list)
    .innerJoin(games, eq(games.nodeId, list.nodeId))
    .where(where);
  const total = counted?.total ?? 0;
  const rows =
    (page - 1) * pageSize < total
      ? await db
          .select(gameColumns)
          .from(list)
          .innerJoin(games, eq(games.nodeId, list.nodeId))
          .where(where)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : [];
  return { rows, total };
}

/** A page of an account's favourite games, the newest first. */
export const favouriteGamesPage = (db: Db, asked: AccountGamesAsked) =>
  accountGamesPage(db, favourites, [desc(favourites.createdAt), desc(favourites.nodeId)], asked);

/** A page of the games an account played, the last played first. */
export const recentGamesPage = (db: Db, asked: AccountGamesAsked) =>
  accountGamesPage(db, recentGames, [desc(recentGames.lastPlayedAt), desc(recentGames.nodeId)], asked);
