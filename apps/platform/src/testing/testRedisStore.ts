import { randomBytes } from 'node:crypto';
import { createRedisStore } from '../store/redisStore';
import type { SharedStore } from '../store/sharedStore';

/**
 * A Redis store of its own (a random key prefix) for a test, with a 5 s command timeout. PGlite runs its
 * queries on the test process's own thread, so on a busy machine a Redis reply can wait behind one for
 * longer than the production 500 ms and fail a limit a healthy Redis holds; the timeout's own behaviour
 * (the fallback store) is tested in openStore's tests.
 */
export const testRedisStore = (url: string): SharedStore =>
  createRedisStore(url, { prefix: `portal-test-${randomBytes(4).toString('hex')}:`, commandTimeoutMs: 5000 });
