import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Platform } from '../context';
import { smsCodes } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { limits } from '../limits/limits';
import { takeLimits } from '../limits/takeLimit';
import { composeMessage } from '../providers/messages/composeMessage';

/**
 * 'noLogin' codes serve the SMS login and the reset by phone; 'register' codes only a registration;
 * 'phone' codes are the sandbox phone provider's (traded for an ID token); 'bind' codes bind a payout account.
 */
export type SmsPurpose = 'noLogin' | 'register' | 'phone' | 'bind';

export const smsLimits = {
  codeLength: 6,
  expiredMinutes: 5,
  maxTries: 5,
  /** One send per number per minute. */
  resendGapMs: 60_000,
  perNumberPerDay: limits.smsPerNumber.limit,
  perAddressPerDay: limits.smsPerAddress.limit,
} as const;
const digest = (code: string) => createHash('sha256').update(code).digest();

export interface SmsTarget {
  countryDialingCode: string;
  mobileNum: string;
}

const number = (target: SmsTarget) => `${target.countryDialingCode}${target.mobileNum}`;

/**
 * Counts a send against its limits, or refuses it: one send per number and purpose per minute
 * (SMS_TOO_MANY with the seconds left: a registration's code and, a moment later, a payout binding's are
 * two codes the member asked for), a daily cap per number and per address (SMS_QUOTA, 'please try again
 * after 5 minutes'), whatever the purpose.
 */
export async function reserveSmsSend(
  platform: Platform,
  purpose: SmsPurpose,
  target: SmsTarget,
  ip: string,
): Promise<void> {
  const { store } = platform;
  const recipient = number(target);
  const gap = `sms:gap:${purpose}:${recipient}`;
  if (!(await store.setIfAbsent(gap, '1', smsLimits.resendGapMs))) {
    throw new ApiError('SMS_TOO_MANY', { retryAfterSeconds: Math.ceil((await store.ttl(gap)) / 1000) });
  }
  await takeLimits(platform, [
    ['smsPerNumber', recipient],
    ['smsPerAddress', ip],
  ]);
}

/**
 * Makes a 6-digit single-use code, valid `expiredMinutes`, and sends it; only the code's hash is kept.
 * The send must have been counted by `reserveSmsSend`.
 */
export async function issueSmsCode(
  platform: Platform,
  purpose: SmsPurpose,
  target: SmsTarget,
  language?: string,
): Promise<void> {
  const code = String(randomInt(0, 10 ** smsLimits.codeLength)).padStart(smsLimits.codeLength, '0');
  const now = platform.now();
  await platform.db.transaction(async (tx) => {
    // A new code replaces the earlier ones for the same number and purpose.
    await tx
      .update(smsCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(smsCodes.purpose, purpose),
          eq(smsCodes.countryDialingCode, target.countryDialingCode),
          eq(smsCodes.mobileNum, target.mobileNum),
          isNull(smsCodes.usedAt),
        ),
      );
    await tx.insert(smsCodes).values({
      purpose,
      ...target,
      codeHash: digest(code).toString('hex'),
      expiresAt: new Date(now + smsLimits.expiredMinutes * 60_000),
      createdAt: new Date(now),
    });
  });
  await platform.messages.sms.send(
    composeMessage('smsCode', `+${number(target).replace(/^\+/, '')}`, language, {
      code,
      minutes: smsLimits.expiredMinutes,
    }),
  );
}

/** Counts a send against its limits, then makes and sends the code. */
export async function sendSmsCode(
  platform: Platform,
  purpose: SmsPurpose,
  target: SmsTarget,
  ip: string,
  language?: string,
): Promise<{ expiredMinutes: number }> {
  await reserveSmsSend(platform, purpose, target, ip);
  await issueSmsCode(platform, purpose, target, language);
  return { expiredMinutes: smsLimits.expiredMinutes };
}

/**
 * Checks and uses up a code: the newest unused one for the number and purpose, within its time and its
 * 5 tries. Every check counts a try; a right code is spent so it never works twice.
 */
export async function consumeSmsCode(
  platform: Platform,
  purpose: SmsPurpose,
  target: SmsTarget,
  code: string,
): Promise<void> {
  const now = platform.now();
  const [row] = await platform.db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.purpose, purpose),
        eq(smsCodes.countryDialingCode, target.countryDialingCode),
        eq(smsCodes.mobileNum, target.mobileNum),
        isNull(smsCodes.usedAt),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!row) throw new ApiError('SMS_CODE_INVALID');
  if (row.expiresAt.getTime() <= now) throw new ApiError('SMS_CODE_EXPIRED');
  // The try is counted before the comparison, in one statement that also checks there is one left, so
  // guesses arriving together still compare at most `maxTries` codes.
  const tried = await platform.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, smsLimits.maxTries)))
    .returning({ id: smsCodes.id });
  if (tried.length === 0) throw new ApiError('SMS_CODE_INVALID');
  if (!timingSafeEqual(digest(code), Buffer.from(row.codeHash, 'hex')))
    throw new ApiError('SMS_CODE_INVALID');
  const spent = await platform.db
    .update(smsCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  // Two requests with the same code at once: only one spends it.
  if (spent.length === 0) throw new ApiError('SMS_CODE_INVALID');
}
