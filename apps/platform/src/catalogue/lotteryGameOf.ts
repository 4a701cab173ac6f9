import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { lotteryGames } from '../db/schema';

export type LotteryGameRow = typeof lotteryGames.$inferSelect;

/** The lottery game of a code in a prize mode (the first mode offering it when none is asked). */
export async function lotteryGameOf(
  db: Db,
  gameCode: string,
  prizeMode: string | undefined,
): Promise<LotteryGameRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryGames)
    .where(
      and(eq(lotteryGames.gameCode, gameCode), prizeMode ? eq(lotteryGames.prizeMode, prizeMode) : undefined),
    )
    .orderBy(asc(lotteryGames.prizeMode))
    .limit(1);
  return row;
}

/** The first lottery game of a prize mode, as its menus list them (what its lobby opens). */
export async function firstLotteryGame(db: Db, prizeMode: string): Promise<LotteryGameRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryGames)
    .where(eq(lotteryGames.prizeMode, prizeMode))
    .orderBy(asc(lotteryGames.gameGroupCode), asc(lotteryGames.sort), asc(lotteryGames.gameCode))
    .limit(1);
  return row;
}
