import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, lotteryGames } from '../db/schema';

/** What the lottery calls and the sandbox lottery page read of a lottery game: its code, names and draw. */
export const lotteryColumns = {
  gameCode: lotteryGames.gameCode,
  prizeMode: lotteryGames.prizeMode,
  gameGroupCode: lotteryGames.gameGroupCode,
  drawIntervalSeconds: lotteryGames.drawIntervalSeconds,
  nameEn: games.nameEn,
  nameAr: games.nameAr,
};

/** The lottery games of a prize mode (of one category when given), by category and place. */
export const lotteryGamesOf = (db: Db, prizeMode: string, group?: string) =>
  db
    .select(lotteryColumns)
    .from(lotteryGames)
    .innerJoin(games, eq(games.nodeId, lotteryGames.nodeId))
    .where(
      and(eq(lotteryGames.prizeMode, prizeMode), group ? eq(lotteryGames.gameGroupCode, group) : undefined),
    )
    .orderBy(asc(lotteryGames.gameGroupCode), asc(lotteryGames.sort), asc(lotteryGames.gameCode));

export type LotteryRow = Awaited<ReturnType<typeof lotteryGamesOf>>[number];
