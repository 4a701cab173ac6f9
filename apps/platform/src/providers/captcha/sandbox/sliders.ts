import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SliderChallengeValue, SliderFields, SliderVerifyRequest } from '@portal/api';
import { and, eq, gt, isNull, isNotNull, lt, sql } from 'drizzle-orm';
import type { Platform } from '../../../context';
import { sliderChallenges } from '../../../db/schema';
import { ApiError } from '../../../failures/ApiError';
import { releaseAttempt, reserveAttempt } from '../../../limits/attemptBudget';
import { limits } from '../../../limits/limits';
import { countLimit, limitBudget, limitRefusal, takeLimit } from '../../../limits/takeLimit';
import { consumeCaptcha } from './captchas';
import { drawSliderPuzzle, randomGap, sliderTravel } from '../../../verification/drawSlider';

/**
 * The numbers SECURITY.md quotes. The gap is at one of 189 places (80 to 268 px), so a blind try passes
 * with (2 * tolerance + 1) / 189, 2.6 %; an address makes at most `missesBeforeCaptcha` tries without
 * a captcha in `missWindowMs`, so blind passes stay near none however many puzzles it asks for.
 */
export const sliderLimits = {
  ttlMs: 2 * 60_000,
  /** How far (px) the piece may be from the gap: the keys move it 2 px, so every gap is in reach. */
  tolerance: 2,
  /** A person takes a moment and moves through several positions; a script jumps. */
  minDurationMs: 200,
  minTrailPoints: 3,
  /** Tries a puzzle gets: the portal draws a new one after a miss anyway. */
  maxTries: 1,
  /** Puzzles an address may ask for in `puzzleWindowMs` (a login needs one; an address may log in 30 times a minute). */
  puzzlesPerAddress: limits.sliderPuzzlesPerAddress.limit,
  puzzleWindowMs: limits.sliderPuzzlesPerAddress.windowMs,
  /** Misses an address may make in `missWindowMs` before every try must carry a captcha too. */
  missesBeforeCaptcha: limits.sliderMissesPerAddress.limit,
  missWindowMs: limits.sliderMissesPerAddress.windowMs,
} as const;

const digest = (token: string) => createHash('sha256').update(token).digest();

/** The sandbox slider service: a puzzle with its gap at a random place, so many a minute per address. */
export async function issueSlider(platform: Platform, ip: string): Promise<SliderChallengeValue> {
  await takeLimit(platform, 'sliderPuzzlesPerAddress', ip);
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
 * Whether a try's track is one a hand (or the arrow keys) could make: long enough, through at least
 * three positions on the puzzle, in time order within the try, ending where the piece was left.
 */
function plausibleTrack({ x, durationMs, trail }: SliderVerifyRequest): boolean {
  if (durationMs < sliderLimits.minDurationMs || trail.length < sliderLimits.minTrailPoints) return false;
  const last = trail.at(-1);
  if (!last || Math.abs(last[0] - x) > 1) return false;
  let previous = 0;
  for (const [position, at] of trail) {
    if (position < 0 || position > sliderTravel || at < previous || at > durationMs) return false;
    previous = at;
  }
  return new Set(trail.map(([position]) => Math.round(position))).size >= sliderLimits.minTrailPoints;
}

/**
 * Checks one try: the piece within 2 px of the gap, after a plausible track. A pass yields the extra
 * login fields (a single-use token); a miss ends the puzzle. Past its misses an address must send a
 * captcha with each try (CAPTCHA_INVALID until it does); the miss is counted before the check, so
 * parallel tries cannot all slip under the limit, and given back when the try passes.
 */
export async function verifySlider(
  platform: Platform,
  attempt: SliderVerifyRequest,
  ip: string,
): Promise<SliderFields | null> {
  const misses = limitBudget('sliderMissesPerAddress', ip);
  const withCaptcha = attempt.captchaKey !== undefined || attempt.captcha !== undefined;
  if (withCaptcha) {
    // Before the puzzle's try is spent: a mistyped captcha leaves the puzzle to try again.
    await consumeCaptcha(platform, attempt.captchaKey, attempt.captcha);
  } else if (!(await reserveAttempt(platform.store, [misses]))) {
    throw limitRefusal('sliderMissesPerAddress');
  }
  const fields = await checkTry(platform, attempt);
  if (fields && !withCaptcha) await releaseAttempt(platform.store, [misses]);
  // A miss with a captcha was not reserved (the captcha let it through), but it is a miss all the same.
  if (!fields && withCaptcha) await countLimit(platform, 'sliderMissesPerAddress', ip);
  return fields;
}

async function checkTry(platform: Platform, attempt: SliderVerifyRequest): Promise<SliderFields | null> {
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
  if (!plausibleTrack(attempt) || Math.abs(attempt.x - row.gapX) > sliderLimits.tolerance) return null;
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
