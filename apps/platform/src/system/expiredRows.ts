import { and, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Platform } from '../context';
import { startSweeper } from './startSweeper';
import { captchas, gameSessions, passwordResets, sliderChallenges } from '../db/schema';

export const expiredRowLimits = {
  sweepEveryMs: 60_000,
  /** Rows a statement deletes, so a sweep never holds many locks or runs long. */
  batchSize: 500,
  /** Batches a table gets in one sweep; what is left waits for the next. */
  maxBatches: 50,
} as const;

/** The tables of rows visitors make without an account, each with a serial id. */
type ExpiringTable = typeof sliderChallenges | typeof captchas | typeof passwordResets | typeof gameSessions;

export interface ExpiredRowCounts {
  sliderChallenges: number;
  captchas: number;
  passwordResets: number;
  trialGameSessions: number;
}

/** Runs a batch until one deletes less than a full batch. */
async function drain(batch: () => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (let i = 0; i < expiredRowLimits.maxBatches; i += 1) {
    const deleted = (await batch()).length;
    total += deleted;
    if (deleted < expiredRowLimits.batchSize) break;
  }
  return total;
}

/**
 * Deletes the rows visitors make without an account once nothing can use them any more: slider
 * puzzles, captchas and reset links past their expiry, free-trial game sessions past their expiry or
 * idle time (a trial keeps no rounds). Every node may run it at once: each row goes once, and a
 * statement that finds a row already gone skips it.
 */
export async function deleteExpiredRows(platform: Platform): Promise<ExpiredRowCounts> {
  const { db } = platform;
  const now = new Date(platform.now());
  const idleSince = new Date(platform.now() - platform.config.sessionIdleMinutes * 60_000);
  /** Deletes the table's rows that match, a batch at a time (ids chosen first, so each statement is small). */
  const drainWhere = (table: ExpiringTable, where: SQL | undefined) =>
    drain(() =>
      db
        .delete(table)
        .where(
          inArray(
            table.id,
            db.select({ id: table.id }).from(table).where(where).limit(expiredRowLimits.batchSize),
          ),
        )
        .returning({ id: table.id }),
    );
  return {
    sliderChallenges: await drainWhere(sliderChallenges, lt(sliderChallenges.expiresAt, now)),
    captchas: await drainWhere(captchas, lt(captchas.expiresAt, now)),
    passwordResets: await drainWhere(passwordResets, lt(passwordResets.expiresAt, now)),
    trialGameSessions: await drainWhere(
      gameSessions,
      and(
        sql`${gameSessions.trial}`,
        or(
          lt(gameSessions.expiresAt, now),
          sql`coalesce(${gameSessions.lastRoundAt}, ${gameSessions.startedAt}) < ${idleSince.toISOString()}`,
        ),
      ),
    ),
  };
}

/** Deletes expired rows every minute until stopped (the server's). */
export const startExpiredRowsSweeper = (platform: Platform, onError: (error: Error) => void) =>
  startSweeper(() => deleteExpiredRows(platform), expiredRowLimits.sweepEveryMs, onError);
