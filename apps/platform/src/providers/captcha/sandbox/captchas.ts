import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Platform } from '../../../context';
import { captchas } from '../../../db/schema';
import { ApiError } from '../../../failures/ApiError';
import { drawCaptcha, randomCaptchaAnswer } from '../../../verification/drawCaptcha';

export const captchaLimits = { ttlMs: 5 * 60_000, refreshGapMs: 1_000 } as const;

const digest = (answer: string) => createHash('sha256').update(answer.trim().toUpperCase()).digest();

/**
 * A new captcha drawn on the server: the PNG (base64) and its key. Only the answer's hash is kept (and,
 * in sandbox mode, the answer itself for the sandbox route). A client gets one a second at most.
 */
export async function issueCaptcha(platform: Platform, ip: string): Promise<{ key: string; png: string }> {
  if (!(await platform.store.setIfAbsent(`captcha:gap:${ip}`, '1', captchaLimits.refreshGapMs))) {
    throw new ApiError('CAPTCHA_TOO_FAST');
  }
  const answer = randomCaptchaAnswer();
  const key = randomUUID();
  const now = platform.now();
  await platform.db.insert(captchas).values({
    id: key,
    answerHash: digest(answer).toString('hex'),
    sandboxAnswer: platform.config.sandbox ? answer : null,
    expiresAt: new Date(now + captchaLimits.ttlMs),
    createdAt: new Date(now),
  });
  return { key, png: drawCaptcha(answer).toString('base64') };
}

/** Uses up a captcha: right answer within its time, once. Any other case is CAPTCHA_INVALID. */
export async function consumeCaptcha(
  platform: Platform,
  key: string | undefined,
  answer: string | undefined,
) {
  if (!key || !answer || key.length > 64) throw new ApiError('CAPTCHA_INVALID', { captcha: true });
  const now = new Date(platform.now());
  const spent = await platform.db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, key), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  const stored = spent[0];
  if (!stored || !timingSafeEqual(digest(answer), Buffer.from(stored.answerHash, 'hex'))) {
    throw new ApiError('CAPTCHA_INVALID', { captcha: true });
  }
}

/** Sandbox only: the answer of a captcha still unused, for end-to-end tests. */
export async function sandboxCaptchaAnswer(platform: Platform, key: string): Promise<string | null> {
  const [row] = await platform.db
    .select({ answer: captchas.sandboxAnswer })
    .from(captchas)
    .where(and(eq(captchas.id, key), isNull(captchas.usedAt)));
  return row?.answer ?? null;
}
