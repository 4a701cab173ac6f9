import { and, asc, count, eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games } from '../db/schema';
import { gameColumns, type GameFields } from './catalogue';
import { containsPattern } from './searchKey';

/** The game list's filters ('' or absent for any) and page. */
export interface GameListAsked {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  /** 1: new games only; anything else: all. */
  isNew?: 0 | 1;
  isGame?: 0 | 1;
  /** A name's search key (`searchKeyOf`), found anywhere in either language's name. */
  gameName: string;
  pageNo: number;
  pageSize: number;
}

/** One page of the catalogue in its order, and how many games match in all. */
export async function gameListPage(
  db: Db,
  asked: GameListAsked,
): Promise<{ rows: GameFields[]; total: number }> {
  const pattern = asked.gameName ? containsPattern(asked.gameName) : undefined;
  const where = and(
    asked.gameType ? eq(games.gameType, asked.gameType) : undefined,
    asked.vassalage ? eq(games.vassalage, asked.vassalage) : undefined,
    asked.gameClassify ? eq(games.gameClassify, asked.gameClassify) : undefined,
    asked.isNew === 1 ? eq(games.isNew, 1) : undefined,
    asked.isGame === undefined ? undefined : eq(games.isGame, asked.isGame),
    pattern ? or(like(games.nameEnKey, pattern), like(games.nameArKey, pattern)) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(games).where(where);
  const total = counted?.total ?? 0;
  const rows =
    (asked.pageNo - 1) * asked.pageSize < total
      ? await db
          .select(gameColumns)
          .from(games)
          .where(where)
          .orderBy(asc(games.sort), asc(games.nodeId))
          .limit(asked.pageSize)
          .offset((asked.pageNo - 1) * asked.pageSize)
      : [];
  return { rows, total };
}
