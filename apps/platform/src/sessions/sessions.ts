import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Platform } from '../context';
import { sessions } from '../db/schema';

export interface ActiveSession {
  accountId: number;
  tokenHash: string;
  /** The absolute end of the session (epoch ms). */
  expiresAt: number;
}

/** The SHA-256 of a bearer secret (a session token, a hand-over code): all the database ever keeps. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** The hash a presented token is looked up by; null for one that cannot be a session token. */
export const tokenHashOf = (token: string): string | null =>
  token && token.length <= 200 ? hashToken(token) : null;
const cacheKey = (tokenHash: string) => `session:${tokenHash}`;
/** lastSeenAt is written at most this often, so a busy player does not write on every request. */
export const touchEveryMs = 60_000;
/**
 * How long a cached session is trusted after the database last confirmed it. A logout or a password
 * change clears the cache at once; a session revoked or expired in the database by other means stops
 * within this time, and the database's lastSeenAt is never more than touchEveryMs + this behind.
 */
export const sessionCacheMs = 5_000;

/**
 * Starts a session: a 256-bit random token, of which only the hash is stored. `notAfter` caps its
 * absolute expiry (a session handed over from another ends when that one would).
 */
export async function createSession(
  platform: Platform,
  accountId: number,
  options: { notAfter?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const now = platform.now();
  const expiresAt = new Date(
    Math.min(now + platform.config.sessionMaxHours * 3_600_000, options.notAfter ?? Infinity),
  );
  await platform.db
    .insert(sessions)
    .values({ tokenHash, accountId, createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt });
  await cache(platform, { accountId, tokenHash, expiresAt: expiresAt.getTime() }, now);
  return token;
}

/**
 * Keeps what the database said about a session, and when it said it. The entry's Redis expiry only
 * sweeps it; the time inside decides, so nodes and test clocks agree on when it stops being trusted.
 */
async function cache(platform: Platform, session: ActiveSession, checkedAt: number) {
  if (platform.store.kind !== 'redis') return;
  const ttl = Math.min(sessionCacheMs, session.expiresAt - checkedAt);
  if (ttl > 0) {
    const value = `${session.accountId}:${session.expiresAt}:${checkedAt}`;
    await platform.store.set(cacheKey(session.tokenHash), value, ttl);
  }
}

async function cached(platform: Platform, tokenHash: string, now: number): Promise<ActiveSession | null> {
  if (platform.store.kind !== 'redis') return null;
  const hit = await platform.store.get(cacheKey(tokenHash));
  if (!hit) return null;
  const [accountId, expiresAt, checkedAt] = hit.split(':').map(Number) as [number, number, number];
  // An entry from a node whose clock runs ahead is not trusted either.
  const age = now - checkedAt;
  if (!(age >= 0 && age < sessionCacheMs)) return null;
  return { accountId, tokenHash, expiresAt };
}

/** A session row as the database keeps it. */
export type SessionRow = typeof sessions.$inferSelect;

/**
 * The database's rule for a session row at `now`: live (not revoked, not past its absolute expiry, not
 * idle longer than allowed) or null. A live one counts as used now: lastSeenAt is written at most every
 * touchEveryMs. Shared by every read that checks a session, alone or joined with what a call reads next.
 */
export async function liveSessionOf(
  platform: Platform,
  row: SessionRow | undefined,
  now: number,
): Promise<ActiveSession | null> {
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) return null;
  const lastSeen = row.lastSeenAt.getTime();
  if (lastSeen + platform.config.sessionIdleMinutes * 60_000 <= now) return null;
  if (now - lastSeen >= touchEveryMs) {
    await platform.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, row.tokenHash));
  }
  return { accountId: row.accountId, tokenHash: row.tokenHash, expiresAt: row.expiresAt.getTime() };
}

/** The database's word on a session: live or null (liveSessionOf). */
export async function checkSession(
  platform: Platform,
  tokenHash: string,
  now = platform.now(),
): Promise<ActiveSession | null> {
  const [row] = await platform.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return liveSessionOf(platform, row, now);
}

/**
 * The live session of a token, or null: unknown, revoked, idle longer than allowed or past its absolute
 * expiry. The database is the source of truth; with Redis, what it said is reused for sessionCacheMs.
 * The store answers from this process while Redis is out, so an outage falls back to the database.
 */
export async function resolveSession(platform: Platform, token: string): Promise<ActiveSession | null> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return null;
  const now = platform.now();
  const hit = await cached(platform, tokenHash, now);
  if (hit) return hit.expiresAt > now ? hit : null;
  const session = await checkSession(platform, tokenHash, now);
  if (session) await cache(platform, session, now);
  return session;
}

/** Ends one session (logout). */
export async function revokeSession(platform: Platform, tokenHash: string): Promise<void> {
  await platform.db
    .update(sessions)
    .set({ revokedAt: new Date(platform.now()) })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  await platform.store.delete(cacheKey(tokenHash));
}

/** Ends every session of an account but `keep` (a password change keeps the session that made it). */
export async function revokeAccountSessions(platform: Platform, accountId: number, keep?: string) {
  const revoked = await platform.db
    .update(sessions)
    .set({ revokedAt: new Date(platform.now()) })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.tokenHash, keep) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  await platform.store.delete(...revoked.map((row) => cacheKey(row.tokenHash)));
}
