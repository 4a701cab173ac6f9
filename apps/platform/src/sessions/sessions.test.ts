import { randomBytes } from 'node:crypto';
import { paths } from '@portal/api';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { sessions } from '../db/schema';
import { openStore } from '../store/openStore';
import { redisCommandTimeoutMs } from '../store/redisStore';
import { loginAs } from '../testing/flows';
import { closedRedisUrl, openStalledRedis } from '../testing/redisOutages';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import {
  createSession,
  resolveSession,
  revokeAccountSessions,
  revokeSession,
  sessionCacheMs,
  touchEveryMs,
} from './sessions';

const redisUrl = process.env.REDIS_URL;

async function lastSeenAt(tp: TestPlatform, tokenHash: string): Promise<number> {
  const [row] = await tp.platform.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row!.lastSeenAt.getTime();
}

// The session cache on Redis: what several nodes share. Without REDIS_URL the database alone is used
// (the route tests cover that path).
describe.skipIf(!redisUrl).each(databaseCases())('sessions cached on Redis, on $name', (databaseCase) => {
  // Each run has its own prefix, so a "flush" here clears only this run's keys on a Redis others share.
  const prefix = `portal-test-${randomBytes(4).toString('hex')}:`;
  let tp: TestPlatform;
  let redis: Redis;
  let accountId: number;
  beforeAll(async () => {
    redis = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
    tp = await openTestPlatform(databaseCase, {
      store: (clock) => openStore(redisUrl, { prefix, now: clock.now }),
    });
    accountId = (await findAccountByUsername(tp.platform.db, 'demomember'))!.id;
  });
  afterAll(async () => {
    await tp.close();
    await flush();
    await redis.quit();
  });

  /** What a FLUSHALL or a restart without persistence does to this run's keys. */
  async function flush() {
    for await (const keys of redis.scanStream({ match: `${prefix}*` }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.del(...keys);
    }
  }

  it('reads a session from the cache, and from the database when the cache lost it', async () => {
    const token = await createSession(tp.platform, accountId);
    const session = await resolveSession(tp.platform, token);
    expect(session?.accountId).toBe(accountId);
    expect(await redis.exists(`${prefix}session:${session!.tokenHash}`)).toBe(1);
    await flush();
    expect((await resolveSession(tp.platform, token))?.accountId).toBe(accountId);
    expect(await redis.exists(`${prefix}session:${session!.tokenHash}`)).toBe(1);
  });

  it('forgets a revoked session at once, in the cache as in the database', async () => {
    const token = await createSession(tp.platform, accountId);
    const session = await resolveSession(tp.platform, token);
    await revokeSession(tp.platform, session!.tokenHash);
    expect(await resolveSession(tp.platform, token)).toBeNull();
  });

  it('ends every other session of an account (a password change)', async () => {
    const kept = await createSession(tp.platform, accountId);
    const other = await createSession(tp.platform, accountId);
    const keptSession = await resolveSession(tp.platform, kept);
    await resolveSession(tp.platform, other);
    await revokeAccountSessions(tp.platform, accountId, keptSession!.tokenHash);
    expect(await resolveSession(tp.platform, other)).toBeNull();
    expect((await resolveSession(tp.platform, kept))?.accountId).toBe(accountId);
  });

  it('ends a session at its absolute expiry even while the cache holds it', async () => {
    const token = await createSession(tp.platform, accountId);
    await resolveSession(tp.platform, token);
    tp.clock.advance(12 * 3_600_000);
    expect(await resolveSession(tp.platform, token)).toBeNull();
  });

  it('stops a session revoked or expired in the database alone within sessionCacheMs', async () => {
    for (const change of [
      (hash: string) => sql`update sessions set revoked_at = now() where token_hash = ${hash}`,
      (hash: string) =>
        sql`update sessions set expires_at = ${new Date(tp.clock.now()).toISOString()} where token_hash = ${hash}`,
    ]) {
      const token = await createSession(tp.platform, accountId);
      const session = await resolveSession(tp.platform, token);
      expect(session).not.toBeNull();
      await tp.platform.db.execute(change(session!.tokenHash));
      tp.clock.advance(sessionCacheMs);
      expect(await resolveSession(tp.platform, token)).toBeNull();
    }
  });

  it("keeps the database's last-seen time current on cache hits, so a flush logs nobody out", async () => {
    const token = await createSession(tp.platform, accountId);
    const { tokenHash } = (await resolveSession(tp.platform, token))!;
    // A busy member: a call every 2 s for two minutes, most of them answered by the cache.
    for (let i = 0; i < 60; i += 1) {
      tp.clock.advance(2_000);
      expect(await resolveSession(tp.platform, token)).not.toBeNull();
    }
    expect(tp.clock.now() - (await lastSeenAt(tp, tokenHash))).toBeLessThanOrEqual(
      touchEveryMs + sessionCacheMs,
    );
    // A member who comes back every 25 minutes stays logged in past the 30-minute idle limit, even
    // after Redis forgot everything.
    for (let i = 0; i < 3; i += 1) {
      tp.clock.advance(25 * 60_000);
      expect(await resolveSession(tp.platform, token)).not.toBeNull();
    }
    await flush();
    tp.clock.advance(25 * 60_000);
    expect((await resolveSession(tp.platform, token))?.accountId).toBe(accountId);
    expect(await lastSeenAt(tp, tokenHash)).toBe(tp.clock.now());
  });

  it('refuses unknown and oversized tokens', async () => {
    expect(await resolveSession(tp.platform, 'nope')).toBeNull();
    expect(await resolveSession(tp.platform, 'x'.repeat(500))).toBeNull();
  });
});

/** A busy 2-core machine may add this much to an answer that is due at once. */
const slack = 1_500;

// Before: a Redis that accepted the connection and never answered held every member call for good; an
// unreachable one turned every member call into a 500.
describe.each(databaseCases())('sessions on $name while Redis is out', (databaseCase) => {
  describe.each([
    {
      outage: 'accepts connections and never answers',
      open: async () => {
        const stalled = await openStalledRedis();
        return { url: stalled.url, close: stalled.close };
      },
    },
    { outage: 'is unreachable', open: async () => ({ url: await closedRedisUrl(), close: async () => {} }) },
  ])('when Redis $outage', ({ open }) => {
    let tp: TestPlatform;
    let closeRedis = async () => {};
    beforeAll(async () => {
      const redis = await open();
      closeRedis = redis.close;
      tp = await openTestPlatform(databaseCase, {
        store: (clock) => openStore(redis.url, { now: clock.now }),
      });
    });
    afterAll(async () => {
      await tp.close();
      await closeRedis();
    });

    const timedMember = async (token: string) => {
      const started = performance.now();
      const res = await tp.app.inject({ method: 'GET', url: paths.memberInfo, headers: { token } });
      return { status: res.statusCode, ms: performance.now() - started };
    };

    it('logs in, reads the member and logs out from the database, each call within the timeout', async () => {
      const token = await loginAs(tp, 'demomember');
      const first = await timedMember(token);
      expect(first.status).toBe(200);
      expect(first.ms).toBeLessThan(redisCommandTimeoutMs + slack);
      const started = performance.now();
      const logout = await tp.app.inject({ method: 'DELETE', url: paths.logout, headers: { token } });
      expect(logout.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(redisCommandTimeoutMs + slack);
      const after = await timedMember(token);
      expect(after.status).toBe(401);
      expect(after.ms).toBeLessThan(redisCommandTimeoutMs + slack);
    }, 20_000);

    it('still stops a session revoked in the database within sessionCacheMs', async () => {
      const accountId = (await findAccountByUsername(tp.platform.db, 'demomember'))!.id;
      const token = await createSession(tp.platform, accountId);
      const session = await resolveSession(tp.platform, token);
      expect(session).not.toBeNull();
      await tp.platform.db.execute(
        sql`update sessions set revoked_at = now() where token_hash = ${session!.tokenHash}`,
      );
      tp.clock.advance(sessionCacheMs);
      expect(await resolveSession(tp.platform, token)).toBeNull();
    }, 20_000);
  });
});
