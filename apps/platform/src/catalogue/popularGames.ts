import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games } from '../db/schema';
import { gameColumns, type GameFields } from './catalogue';

/** A game type and a vendor to narrow a list to ('' for any). */
export interface PopularAsked {
  gameType: string;
  vassalage: string;
}

/** The most played games that meet a condition, of a game type and vendor when given. */
const mostPopular = (
  db: Db,
  condition: SQL,
  { gameType, vassalage }: PopularAsked,
  limit: number,
): Promise<GameFields[]> =>
  db
    .select(gameColumns)
    .from(games)
    .where(
      and(
        condition,
        gameType ? eq(games.gameType, gameType) : undefined,
        vassalage ? eq(games.vassalage, vassalage) : undefined,
      ),
    )
    .orderBy(desc(games.popularity), desc(games.nodeId))
    .limit(limit);

/** The hot games (flagged isHot), the most played first. */
export const hotGames = (db: Db, asked: PopularAsked, limit: number) =>
  mostPopular(db, eq(games.isHot, 1), asked, limit);

/** The games (not the cards standing for game lists), the most played first. */
export const popularGames = (db: Db, asked: PopularAsked, limit: number) =>
  mostPopular(db, eq(games.isGame, 1), asked, limit);
