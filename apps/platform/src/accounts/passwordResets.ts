import { createHash, randomBytes } from 'node:crypto';
import { resetPasswordPage } from '@portal/api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { accounts, passwordResets } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { limits } from '../limits/limits';
import { countLimit } from '../limits/takeLimit';
import { composeMessage } from '../providers/messages/composeMessage';
import { readSetting } from '../system/siteSettings';
import type { Account } from './accounts';

/** The numbers SECURITY.md quotes: a link lives minutes, and asking for links or trying them is throttled. */
export const passwordResetLimits = {
  ttlMinutes: 20,
  /** Links an account is sent an hour; more requests answer the same and send nothing. */
  linksPerAccountPerHour: limits.resetLinksPerAccount.limit,
  /** Forgot-by-e-mail requests an address may make an hour (answered 429 beyond). */
  requestsPerAddressPerHour: limits.forgotRequestsPerAddress.limit,
  /** Tries of the reset call an address may make in `triesWindowMs`, counted before any hashing. */
  triesPerAddress: limits.resetTriesPerAddress.limit,
  triesWindowMs: limits.resetTriesPerAddress.windowMs,
} as const;

/** A link's token: 32 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a new link's token for an account and ends its older links, in one transaction that holds the
 * account's row, so two requests at once cannot leave two live links. Only the token's hash is kept.
 */
export async function issuePasswordReset(platform: Platform, accountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = platform.now();
  await platform.db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    await endPasswordResets(tx, accountId, now);
    await tx.insert(passwordResets).values({
      accountId,
      tokenHash: hashOf(token),
      expiresAt: new Date(now + passwordResetLimits.ttlMinutes * 60_000),
      createdAt: new Date(now),
    });
  });
  return token;
}

/** Uses a link up (once, within its minutes) and returns its account; RESET_LINK_INVALID otherwise. */
export async function consumePasswordReset(platform: Platform, token: string): Promise<number> {
  if (!tokenPattern.test(token)) throw new ApiError('RESET_LINK_INVALID');
  const now = new Date(platform.now());
  const [row] = await platform.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hashOf(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ accountId: passwordResets.accountId });
  if (!row) throw new ApiError('RESET_LINK_INVALID');
  return row.accountId;
}

/** Ends every live link of an account (a newer link, or a new password by any way). */
export async function endPasswordResets(db: Pick<Db, 'update'>, accountId: number, now: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}

/**
 * The portal origin a link points at. In sandbox mode the page the request came from (a tester's
 * local portal); otherwise only the site's configured main domain: a Host or Origin header is the
 * sender's to choose, and a link built from it would carry the token to the sender's site.
 */
async function portalOrigin(platform: Platform, request: FastifyRequest): Promise<string> {
  if (platform.config.sandbox) {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
    return `${request.protocol}://${request.host}`;
  }
  const { mainDomain } = await readSetting(platform.db, 'site');
  return /^https?:\/\//.test(mainDomain) ? new URL(mainDomain).origin : `https://${mainDomain}`;
}

/**
 * E-mails an account the link that sets a new password, unless it was sent its hourly share already.
 * Nothing about the account changes until the link is used.
 */
export async function sendPasswordResetLink(
  platform: Platform,
  account: Account & { email: string },
  request: FastifyRequest,
): Promise<void> {
  if (!(await countLimit(platform, 'resetLinksPerAccount', String(account.id))).within) return;
  const link = `${await portalOrigin(platform, request)}${resetPasswordPage}#${await issuePasswordReset(platform, account.id)}`;
  await platform.messages.email.send(
    composeMessage('passwordReset', account.email, account.language, {
      username: account.username,
      link,
      minutes: passwordResetLimits.ttlMinutes,
    }),
  );
}
