import { and, desc, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, gameRounds, games } from '../db/schema';

/** The biggest wins since a time (of one game type when given), with the winner's username and the game's names. */
export function biggestWins(
  db: Db,
  { since, gameType, limit }: { since: number; gameType: string | undefined; limit: number },
) {
  return db
    .select({
      winMinor: gameRounds.winMinor,
      createdAt: gameRounds.createdAt,
      username: accounts.username,
      nameEn: games.nameEn,
      nameAr: games.nameAr,
    })
    .from(gameRounds)
    .innerJoin(accounts, eq(accounts.id, gameRounds.accountId))
    .innerJoin(games, eq(games.nodeId, gameRounds.nodeId))
    .where(
      and(
        gt(gameRounds.winMinor, 0),
        gte(gameRounds.createdAt, new Date(since)),
        gameType ? eq(gameRounds.gameType, gameType) : undefined,
      ),
    )
    .orderBy(desc(gameRounds.winMinor), desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(limit);
}
