import { randomInt } from 'node:crypto';
import { paths, type LoginFailureValue, type MemberInfo } from '@portal/api';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/database';
import {
  client,
  loggedInClient,
  loginOverHttp,
  startPlatformProcess,
  type PlatformProcess,
} from './testing/platformProcess';
import { createTemporaryPostgres, type TemporaryPostgres } from './testing/temporaryPostgres';
import { testDemoPassword } from './testing/testConfig';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const sessionUser = 'agent1player1';
const lockedUser = 'agent2player2';
const sms = { mobileNum: '501234567', countryDialingCode: '966' };

/**
 * Redis outlives each run and may be shared, so every limit, lock and cached session would carry over
 * between runs (and the account ids of a fresh database repeat from run to run): the nodes of each run
 * keep their keys under a prefix of the run's own, deleted before and after.
 */
const prefix = `portal-test-${randomInt(1_000_000_000)}:`;
const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const headers = { 'x-forwarded-for': address };
const runKeys = [`${prefix}*`];

async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: pattern, count: 500 }) as AsyncIterable<string[]>) {
    if (keys.length) await redis.del(...keys);
  }
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'two platform processes on one PostgreSQL and one Redis',
  { timeout: 120_000 },
  () => {
    let database: TemporaryPostgres | undefined;
    let redis: Redis | undefined;
    const nodes: PlatformProcess[] = [];
    const node = (index: 0 | 1) => nodes[index]!.url;

    beforeAll(async () => {
      redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      for (const pattern of runKeys) await deleteKeys(redis, pattern);
      database = await createTemporaryPostgres(databaseUrl!);
      // Migrations run once before the nodes start, as a deploy step would: two processes migrating one
      // fresh database at once race (the loser fails with 23505 on pg_type and exits; see the report).
      // The seeding that follows does run on both nodes at once.
      const migrated = await openDatabase({ url: database.url });
      await migrated.close();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: prefix,
        TRUST_PROXY: 'loopback',
      };
      const started = await Promise.allSettled([startPlatformProcess(env), startPlatformProcess(env)]);
      for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
      const failure = started.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    }, 120_000);

    afterAll(async () => {
      await Promise.all(nodes.map((each) => each.stop()));
      await database?.drop();
      if (redis) {
        // The lock on the shared Redis would otherwise refuse this account for 15 minutes.
        for (const pattern of runKeys) await deleteKeys(redis, pattern);
        await redis.quit();
      }
    }, 120_000);

    it('reads a session made on one node on the other, and a logout on either ends it on both', async () => {
      const { api: onA, token } = await loggedInClient(node(0), sessionUser, testDemoPassword, { headers });
      const onB = client(node(1), { ...headers, token });

      const info = await onB.get<MemberInfo>(paths.memberInfo);
      expect(info.status).toBe(200);
      expect(info.json.value).toMatchObject({ account: sessionUser });

      expect((await onB.del(paths.logout)).status).toBe(200);
      const afterLogout = await onA.get(paths.memberInfo);
      expect(afterLogout.status).toBe(401);
      expect((await onB.get(paths.memberInfo)).status).toBe(401);
    });

    it('locks an account after 5 failures spread over both nodes, on both nodes', async () => {
      const codes: Array<[number, string | undefined]> = [];
      for (let failure = 0; failure < 5; failure += 1) {
        // The first failure needs no captcha; every later try does, whichever node made the failure.
        const res = await loginOverHttp(node((failure % 2) as 0 | 1), lockedUser, 'Wrong2026pass', {
          headers,
          captcha: failure > 0,
        });
        codes.push([res.status, res.json.code]);
        expect((res.json.value as LoginFailureValue | undefined)?.captcha).toBe(true);
      }
      expect(codes).toEqual([
        [401, 'LOGIN_FAILED'],
        [401, 'LOGIN_FAILED'],
        [401, 'LOGIN_FAILED'],
        [401, 'LOGIN_FAILED'],
        [423, 'ACCOUNT_LOCKED'],
      ]);

      // The fifth failure was on node A; the right password on node B is still refused.
      const locked = await loginOverHttp(node(1), lockedUser, testDemoPassword, { headers, captcha: true });
      expect(locked.status).toBe(423);
      expect(locked.json.code).toBe('ACCOUNT_LOCKED');
      expect((locked.json.value as LoginFailureValue).lockedUntil).toBeGreaterThan(Date.now());
    });

    it('holds the SMS resend gap reached on one node on the other', async () => {
      const first = await client(node(0), headers).post(paths.smsNoLogin, sms);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ success: true, value: { expiredMinutes: 5 } });

      const again = await client(node(1), headers).post(paths.smsNoLogin, sms);
      expect(again.status).toBe(429);
      expect(again.json.code).toBe('SMS_TOO_MANY');

      // The code itself is in the shared database: node B's outbox shows the message node A sent (it is
      // sent just after the answer, so every number is answered alike).
      const outbox = () =>
        client(node(1)).get<Array<{ body: string }>>(
          `${paths.sandboxOutbox}?channel=sms&recipient=${encodeURIComponent(`+${sms.countryDialingCode}${sms.mobileNum}`)}`,
        );
      await vi.waitFor(async () => expect((await outbox()).json.value).toHaveLength(1), { timeout: 5_000 });
    });
  },
);
