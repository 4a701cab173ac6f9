import { randomBytes } from 'node:crypto';
import type { HandoverCodeValue } from '@portal/api';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Platform } from '../context';
import { handoverCodes } from '../db/schema';
import { checkSession, hashToken, type ActiveSession } from './sessions';

/** How long a hand-over code may be exchanged: the moment another site takes to open the portal. */
export const handoverCodeSeconds = 60;

/** The form of a hand-over code: 32 random bytes, base64url. */
export const handoverCodePattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A one-time code that hands a member's session over to another site of the brand (the portal's
 * `?token=`). Only its hash is kept, in the database, so whichever node the browser reaches redeems it.
 */
export async function makeHandoverCode(
  platform: Platform,
  session: ActiveSession,
): Promise<HandoverCodeValue> {
  const now = platform.now();
  // Codes past their minute are of no use to anyone: each new code sweeps them, so the table stays small.
  await platform.db.delete(handoverCodes).where(lte(handoverCodes.expiresAt, new Date(now)));
  const code = randomBytes(32).toString('base64url');
  await platform.db.insert(handoverCodes).values({
    codeHash: hashToken(code),
    accountId: session.accountId,
    sessionHash: session.tokenHash,
    expiresAt: new Date(now + handoverCodeSeconds * 1_000),
    createdAt: new Date(now),
  });
  return { code, expiresInSeconds: handoverCodeSeconds };
}

/**
 * Spends a hand-over code: the live session it was made from, or null when the code is unknown, spent,
 * past its minute, or that session has ended since. One statement marks it used, so of two exchanges
 * racing on any nodes only one gets it.
 */
export async function spendHandoverCode(platform: Platform, code: string): Promise<ActiveSession | null> {
  const now = platform.now();
  const [spent] = await platform.db
    .update(handoverCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(handoverCodes.codeHash, hashToken(code)),
        isNull(handoverCodes.usedAt),
        gt(handoverCodes.expiresAt, new Date(now)),
      ),
    )
    .returning({ accountId: handoverCodes.accountId, sessionHash: handoverCodes.sessionHash });
  if (!spent) return null;
  const source = await checkSession(platform, spent.sessionHash, now);
  return source?.accountId === spent.accountId ? source : null;
}
