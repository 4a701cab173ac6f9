import { afterEach, describe, expect, it } from 'vitest';
import { closedRedisUrl, openStalledRedis } from '../testing/redisOutages';
import { openStore } from './openStore';
import { redisCommandTimeoutMs } from './redisStore';
import type { SharedStore } from './sharedStore';

/** A busy 2-core machine may add this much to an answer that is due at once. */
const slack = 1_000;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

// Before the command timeout, a Redis that accepted the connection and never answered held every call
// for good; an unreachable one failed them (a 500 for every route that counts).
describe.each([
  {
    name: 'accepts connections and never answers',
    open: async () => {
      const stalled = await openStalledRedis();
      return { url: stalled.url, close: stalled.close };
    },
  },
  { name: 'is unreachable', open: async () => ({ url: await closedRedisUrl(), close: async () => {} }) },
])('the shared store when Redis $name', ({ open }) => {
  let store: SharedStore | undefined;
  let closeRedis = async () => {};
  afterEach(async () => {
    await store?.close();
    await closeRedis();
  });

  it('answers from this process within the command timeout, still counting, and says so once', async () => {
    const redis = await open();
    closeRedis = redis.close;
    const reports: Error[] = [];
    store = openStore(redis.url, { onError: (error) => reports.push(error) });
    const first = await timed(() => store!.increment('hits', 60_000));
    expect(first.value).toBe(1);
    expect(first.ms).toBeLessThan(redisCommandTimeoutMs + slack);
    // The limits hold per process (never "no limits at all"), and the next calls do not wait again.
    const next = await timed(async () => [
      await store!.increment('hits', 60_000),
      await store!.setIfAbsent('lock', '1', 60_000),
      await store!.setIfAbsent('lock', '1', 60_000),
      await store!.get('missing'),
    ]);
    expect(next.value).toEqual([2, true, false, null]);
    expect(next.ms).toBeLessThan(slack);
    await store.set('kept', 'v', 60_000);
    expect(await store.get('kept')).toBe('v');
    expect(await store.ttl('lock')).toBeGreaterThan(0);
    await store.delete('kept');
    expect(await store.get('kept')).toBeNull();
    // Readiness still tells the truth about Redis itself.
    const ping = await timed(() => store!.ping());
    expect(ping.value).toBe(false);
    expect(ping.ms).toBeLessThan(redisCommandTimeoutMs + slack);
    const degraded = reports.filter((error) => /per process/.test(error.message));
    expect(degraded).toHaveLength(1);
  }, 15_000);
});
