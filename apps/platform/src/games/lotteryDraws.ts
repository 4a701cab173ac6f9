import type { OpenedDraw } from '@portal/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { lotteryDraws, lotteryGames } from '../db/schema';
import { drawNumbers, formatDrawn, isLotteryGroupCode, lotteryRules } from './lotteryEngine';
import { cryptoRandom, type RandomSource } from './random';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export interface ScheduledDraw {
  numero: string;
  openedAt: number;
}

/**
 * The latest `count` draws of a game drawing every `intervalSeconds`, newest first: draws open on the
 * interval's multiples since the epoch (UTC), and a draw's number is its date and its place in the day
 * (20261124-0421: the 421st of that day).
 */
export function latestDraws(intervalSeconds: number, now: number, count: number): ScheduledDraw[] {
  const intervalMs = intervalSeconds * 1_000;
  const last = Math.floor(now / intervalMs);
  return Array.from({ length: Math.max(0, Math.min(count, last)) }, (_, i) => {
    const openedAt = (last - i) * intervalMs;
    const date = new Date(openedAt);
    const dayStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    const place = Math.floor((openedAt - dayStart) / intervalMs) + 1;
    const day = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
    return { numero: `${day}-${pad(place, 4)}`, openedAt };
  });
}

export interface DrawnGame {
  gameCode: string;
  gameGroupCode: string;
  drawIntervalSeconds: number;
}

/** The draw schedule of a lottery game by its code, if there is one. */
export async function findDrawnGame(db: Db, gameCode: string): Promise<DrawnGame | undefined> {
  const [game] = await db
    .select({
      gameCode: lotteryGames.gameCode,
      gameGroupCode: lotteryGames.gameGroupCode,
      drawIntervalSeconds: lotteryGames.drawIntervalSeconds,
    })
    .from(lotteryGames)
    .where(eq(lotteryGames.gameCode, gameCode))
    .limit(1);
  return game;
}

/**
 * A game's latest opened draws, newest first. A draw's numbers are made by the draw engine the first time
 * anyone asks for it and stored; a draw asked for again (or by two requests at once) answers the stored
 * numbers, so a result never changes.
 */
export async function openedDraws(
  db: Db,
  game: DrawnGame,
  now: number,
  count: number,
  random: RandomSource = cryptoRandom,
): Promise<OpenedDraw[]> {
  const group = isLotteryGroupCode(game.gameGroupCode) ? game.gameGroupCode : 'LF';
  const rule = lotteryRules[group];
  const schedule = latestDraws(game.drawIntervalSeconds, now, count);
  if (schedule.length === 0) return [];
  const where = and(
    eq(lotteryDraws.gameCode, game.gameCode),
    inArray(
      lotteryDraws.numero,
      schedule.map((draw) => draw.numero),
    ),
  );
  const read = () => db.select().from(lotteryDraws).where(where).orderBy(desc(lotteryDraws.openedAt));
  let rows = await read();
  if (rows.length < schedule.length) {
    const stored = new Set(rows.map((row) => row.numero));
    await db
      .insert(lotteryDraws)
      .values(
        schedule
          .filter((draw) => !stored.has(draw.numero))
          .map((draw) => ({
            gameCode: game.gameCode,
            numero: draw.numero,
            result: drawNumbers(rule, random).map((n) => formatDrawn(rule, n)),
            openedAt: new Date(draw.openedAt),
          })),
      )
      .onConflictDoNothing();
    rows = await read();
  }
  return rows.map((row) => ({
    gameCode: row.gameCode,
    numero: row.numero,
    result: row.result as string[],
    openedAt: row.openedAt.getTime(),
  }));
}
