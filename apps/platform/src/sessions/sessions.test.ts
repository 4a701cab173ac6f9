import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { createRedisStore } from '../store/redisStore';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { createSession, resolveSession, revokeAccountSessions, revokeSession } from './sessions';

const redisUrl = process.env.REDIS_URL;

// The session cache on Redis: what several nodes share. Without REDIS_URL the database alone is used
// (the route tests cover that path).
describe.skipIf(!redisUrl).each(databaseCases())('sessions cached on Redis, on $name', (databaseCase) => {
  let tp: TestPlatform;
  let accountId: number;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, {
      store: () =>
        createRedisStore(redisUrl as string, { prefix: `portal-test-${randomBytes(4).toString('hex')}:` }),
    });
    accountId = (await findAccountByUsername(tp.platform.db, 'demomember'))!.id;
  });
  afterAll(() => tp.close());

  it('reads a session from the cache, and from the database when the cache lost it', async () => {
    const token = await createSession(tp.platform, accountId);
    const session = await resolveSession(tp.platform, token);
    expect(session?.accountId).toBe(accountId);
    await tp.platform.store.delete(`session:${session!.tokenHash}`);
    expect((await resolveSession(tp.platform, token))?.accountId).toBe(accountId);
    expect(await tp.platform.store.get(`session:${session!.tokenHash}`)).toBe(
      `${accountId}:${tp.clock.now() + 12 * 3_600_000}`,
    );
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
    await revokeAccountSessions(tp.platform, accountId, keptSession!.tokenHash);
    expect(await resolveSession(tp.platform, other)).toBeNull();
    expect((await resolveSession(tp.platform, kept))?.accountId).toBe(accountId);
  });

  it('ends a session at its absolute expiry even while the cache holds it', async () => {
    const token = await createSession(tp.platform, accountId);
    tp.clock.advance(12 * 3_600_000);
    expect(await resolveSession(tp.platform, token)).toBeNull();
  });

  it('refuses unknown and oversized tokens', async () => {
    expect(await resolveSession(tp.platform, 'nope')).toBeNull();
    expect(await resolveSession(tp.platform, 'x'.repeat(500))).toBeNull();
  });
});
