import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SliderChallengeValue, SliderFields, SliderVerifyRequest } from '@portal/api';
import { and, eq, gt, isNull, isNotNull, lt, sql } from 'drizzle-orm';
import type { Platform } from '../context';
import { sliderChallenges } from '../db/schema';
import { ApiError } from '../http/apiError';
import { drawSliderPuzzle, randomGap } from './drawSlider';

export const sliderLimits = {
  ttlMs: 2 * 60_000,
  /** How far (px) the piece may be from the gap. */
  tolerance: 4,
  /** A human takes a moment and moves through several positions; a script jumps. */
  minDurationMs: 120,
  minTrailPoints: 3,
  maxTries: 3,
} as const;

const digest = (token: string) => createHash('sha256').update(token).digest();

/** The sandbox slider service: a puzzle with its gap at a random place. */
export async function issueSlider(platform: Platform): Promise<SliderChallengeValue> {
  const gap = randomGap();
  const id = randomUUID();
  const now = platform.now();
  await platform.db.insert(sliderChallenges).values({
    id,
    gapX: gap.x,
    gapY: gap.y,
    expiresAt: new Date(now + sliderLimits.ttlMs),
    createdAt: new Date(now),
  });
  const puzzle = drawSliderPuzzle(gap, randomInt(0, 2 ** 31));
  return { id, ...puzzle };
}

/**
 * Checks one try: the piece within 4 px of the gap, after a human-like movement. A pass yields the extra
 * login fields (a single-use token); a miss counts a try, and the third miss ends the puzzle.
 */
export async function verifySlider(
  platform: Platform,
  attempt: SliderVerifyRequest,
): Promise<SliderFields | null> {
  const now = new Date(platform.now());
  const [row] = await platform.db
    .update(sliderChallenges)
    .set({ tries: sql`${sliderChallenges.tries} + 1` })
    .where(
      and(
        eq(sliderChallenges.id, attempt.challengeId),
        isNull(sliderChallenges.tokenHash),
        gt(sliderChallenges.expiresAt, now),
        lt(sliderChallenges.tries, sliderLimits.maxTries),
      ),
    )
    .returning();
  if (!row) return null;
  const humanLike =
    attempt.durationMs >= sliderLimits.minDurationMs && attempt.trail.length >= sliderLimits.minTrailPoints;
  if (!humanLike || Math.abs(attempt.x - row.gapX) > sliderLimits.tolerance) return null;
  const token = randomBytes(24).toString('base64url');
  await platform.db
    .update(sliderChallenges)
    .set({ tokenHash: digest(token).toString('hex') })
    .where(eq(sliderChallenges.id, row.id));
  return { sliderChallengeId: row.id, sliderToken: token };
}

/** Uses up a passed verification (login, SMS code request): once, within its time. */
export async function consumeSlider(platform: Platform, fields: Partial<SliderFields>) {
  const { sliderChallengeId, sliderToken } = fields;
  if (!sliderChallengeId || !sliderToken || sliderChallengeId.length > 64) {
    throw new ApiError('VERIFICATION_REQUIRED');
  }
  const now = new Date(platform.now());
  const [row] = await platform.db
    .update(sliderChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(sliderChallenges.id, sliderChallengeId),
        isNotNull(sliderChallenges.tokenHash),
        isNull(sliderChallenges.usedAt),
        gt(sliderChallenges.expiresAt, now),
      ),
    )
    .returning({ tokenHash: sliderChallenges.tokenHash });
  if (!row?.tokenHash || !timingSafeEqual(digest(sliderToken), Buffer.from(row.tokenHash, 'hex'))) {
    throw new ApiError('VERIFICATION_REQUIRED');
  }
}

/** Sandbox only: where the gap of a puzzle is, so end-to-end tests can pass it. */
export async function sandboxSliderSolution(platform: Platform, id: string) {
  const [row] = await platform.db
    .select({ x: sliderChallenges.gapX, y: sliderChallenges.gapY })
    .from(sliderChallenges)
    .where(eq(sliderChallenges.id, id));
  return row ?? null;
}
