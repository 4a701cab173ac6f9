import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, lotteryGames, recentGames } from '../db/schema';
import { lotteryColumns, type LotteryRow } from './lotteryGamesOf';

/** The lottery games an account played last (of a prize mode when given), at most 20, latest first. */
export async function recentLotteryGames(
  db: Db,
  accountId: number,
  prizeMode: string | undefined,
): Promise<LotteryRow[]> {
  const rows = await db
    .select(lotteryColumns)
    .from(recentGames)
    .innerJoin(lotteryGames, eq(lotteryGames.nodeId, recentGames.nodeId))
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .where(
      and(
        eq(recentGames.accountId, accountId),
        prizeMode ? eq(lotteryGames.prizeMode, prizeMode) : undefined,
      ),
    )
    .orderBy(desc(recentGames.lastPlayedAt), asc(lotteryGames.gameCode), asc(lotteryGames.prizeMode))
    .limit(60);
  // A game offered in two modes is listed once (its first mode) when no mode is asked.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.gameCode) && seen.add(row.gameCode)).slice(0, 20);
}
