import type { BetOutcome } from '@portal/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { roundDays } from '../db/schema';

/** What a round came to for the player: its win above, below or equal to its stake. */
export const outcomeOf = (stakeMinor: number, winMinor: number): BetOutcome =>
  winMinor > stakeMinor ? 'won' : winMinor < stakeMinor ? 'lost' : 'even';

/**
 * Adds a round to its player's day (UTC, the day of the round's own time) in the round's transaction, so
 * the betting record's totals never disagree with its rounds.
 */
export async function addRoundDay(
  tx: Db,
  round: {
    accountId: number;
    playedAt: Date;
    gameType: string;
    vendor: string;
    outcome: BetOutcome;
    stakeMinor: number;
    winMinor: number;
  },
): Promise<void> {
  await tx
    .insert(roundDays)
    .values({
      accountId: round.accountId,
      day: round.playedAt.toISOString().slice(0, 10),
      gameType: round.gameType,
      vendor: round.vendor,
      outcome: round.outcome,
      stakeMinor: round.stakeMinor,
      winMinor: round.winMinor,
      rounds: 1,
    })
    .onConflictDoUpdate({
      target: [roundDays.accountId, roundDays.day, roundDays.gameType, roundDays.vendor, roundDays.outcome],
      set: {
        stakeMinor: sql`${roundDays.stakeMinor} + excluded.stake_minor`,
        winMinor: sql`${roundDays.winMinor} + excluded.win_minor`,
        rounds: sql`${roundDays.rounds} + 1`,
      },
    });
}
