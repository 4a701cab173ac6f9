import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/openStore';
import { closedRedisUrl } from '../testing/redisOutages';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('readiness on $name', (databaseCase) => {
  let tp: TestPlatform;
  let redisUrl: string;
  beforeAll(async () => {
    redisUrl = await closedRedisUrl();
    tp = await openTestPlatform(databaseCase, {
      seed: false,
      store: () => openStore(redisUrl, { onError: () => undefined }),
    });
  });
  afterAll(() => tp.close());

  it('stays ready but says it is degraded while Redis is down, since every call still answers', async () => {
    const res = await tp.app.inject({ method: 'GET', url: paths.readyz });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { status: 'degraded', database: true, store: 'redis', storeUp: false },
    });
    expect((await tp.app.inject({ method: 'GET', url: paths.healthz })).statusCode).toBe(200);
  });
});
