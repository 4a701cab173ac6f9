import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Platform } from '../context';
import { sessions } from '../db/schema';

export interface ActiveSession {
  accountId: number;
  tokenHash: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const cacheKey = (tokenHash: string) => `session:${tokenHash}`;
/** lastSeenAt is written at most this often, so a busy player does not write on every request. */
const touchEveryMs = 60_000;

/** Starts a session: a 256-bit random token, of which only the hash is stored. */
export async function createSession(platform: Platform, accountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const now = platform.now();
  const expiresAt = new Date(now + platform.config.sessionMaxHours * 3_600_000);
  await platform.db
    .insert(sessions)
    .values({ tokenHash, accountId, createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt });
  if (platform.store.kind === 'redis') await cache(platform, tokenHash, accountId, expiresAt.getTime());
  return token;
}

async function cache(platform: Platform, tokenHash: string, accountId: number, expiresAt: number) {
  const idleMs = platform.config.sessionIdleMinutes * 60_000;
  const ttl = Math.min(idleMs, expiresAt - platform.now());
  if (ttl > 0) await platform.store.set(cacheKey(tokenHash), `${accountId}:${expiresAt}`, ttl);
}

/**
 * The live session of a token, or null: unknown, revoked, idle longer than allowed or past its absolute
 * expiry. With Redis the cache entry's time to live is the idle timeout, refreshed on each use; the
 * database stays the source of truth (a cache miss reads it).
 */
export async function resolveSession(platform: Platform, token: string): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const now = platform.now();
  if (platform.store.kind === 'redis') {
    // One round trip reads the entry and restarts its idle timer.
    const hit = await platform.store.getAndTouch(
      cacheKey(tokenHash),
      platform.config.sessionIdleMinutes * 60_000,
    );
    if (hit) {
      const [accountId, expiresAt] = hit.split(':').map(Number) as [number, number];
      if (expiresAt <= now) return null;
      return { accountId, tokenHash };
    }
  }
  const [row] = await platform.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) return null;
  const idleMs = platform.config.sessionIdleMinutes * 60_000;
  if (row.lastSeenAt.getTime() + idleMs <= now) return null;
  if (now - row.lastSeenAt.getTime() >= touchEveryMs) {
    await platform.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  if (platform.store.kind === 'redis') {
    await cache(platform, tokenHash, row.accountId, row.expiresAt.getTime());
  }
  return { accountId: row.accountId, tokenHash };
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
