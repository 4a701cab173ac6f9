import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './memoryStore';
import { testRedisStore } from '../testing/testRedisStore';
import type { SharedStore } from './sharedStore';

interface StoreCase {
  name: string;
  open(): SharedStore;
  /** Lets `ms` pass for the store's expiries, after which `key` has expired. */
  pass(store: SharedStore, key: string, ms: number): Promise<void>;
}

// The memory store reads this clock, so its expiries are tested by moving it rather than by waiting.
let clock = Date.now();
const cases: StoreCase[] = [
  {
    name: 'memory',
    open: () => createMemoryStore(() => clock),
    pass: async (_store, _key, ms) => {
      clock += ms;
    },
  },
];
const redisUrl = process.env.REDIS_URL;
// Each run gets its own prefix, so parallel runs on one Redis never see each other's keys.
if (redisUrl) {
  cases.push({
    name: 'redis',
    open: () => testRedisStore(redisUrl),
    // Redis expires keys by its own clock: wait until it has (a bound, not a fixed wait). Wait for the
    // value to be gone, not for a TTL of 0: PTTL answers 0 while under a millisecond is left, and a read in
    // that millisecond still finds the value (seen once on CI).
    pass: (store, key, ms) =>
      vi.waitFor(async () => expect(await store.get(key)).toBeNull(), { timeout: ms + 2_000, interval: 10 }),
  });
}

describe.each(cases)('the $name shared store', ({ open, pass }) => {
  const store = open();
  afterAll(() => store.close());

  it('counts hits in a window that starts with the first hit', async () => {
    expect(await store.increment('count', 200)).toBe(1);
    expect(await store.increment('count', 200)).toBe(2);
    expect(await store.increment('count', 200)).toBe(3);
    await pass(store, 'count', 260);
    expect(await store.increment('count', 200)).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment('burst', 5_000)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('takes hits back, never below zero and never creating a counter', async () => {
    expect(await store.decrement('absent')).toBe(0);
    expect(await store.get('absent')).toBeNull();
    await store.increment('held', 5_000);
    await store.increment('held', 5_000);
    expect(await store.decrement('held')).toBe(1);
    expect(await store.decrement('held')).toBe(0);
    expect(await store.decrement('held')).toBe(0);
    // A counter taken back to nothing is gone: the next hit starts a new window.
    expect(await store.get('held')).toBeNull();
    expect(await store.increment('held', 200)).toBe(1);
    expect(await store.ttl('held')).toBeLessThanOrEqual(200);
  });

  it('reserves and takes back concurrently without losing a count', async () => {
    await Promise.all(Array.from({ length: 30 }, () => store.increment('pending', 5_000)));
    await Promise.all(Array.from({ length: 40 }, () => store.decrement('pending')));
    expect(await store.increment('pending', 5_000)).toBe(1);
  });

  it('sets only when absent, and says how long a key has left', async () => {
    expect(await store.setIfAbsent('gap', '1', 300)).toBe(true);
    expect(await store.setIfAbsent('gap', '1', 300)).toBe(false);
    const left = await store.ttl('gap');
    expect(left).toBeGreaterThan(200);
    expect(left).toBeLessThanOrEqual(300);
    await pass(store, 'gap', 360);
    expect(await store.ttl('gap')).toBe(0);
    expect(await store.setIfAbsent('gap', '1', 300)).toBe(true);
  });

  it('gets, sets, expires and deletes values', async () => {
    await store.set('session', '7:123', 200);
    expect(await store.get('session')).toBe('7:123');
    await store.delete('session', 'missing');
    expect(await store.get('session')).toBeNull();
    await store.set('short', 'x', 50);
    await pass(store, 'short', 100);
    expect(await store.get('short')).toBeNull();
    expect(await store.ping()).toBe(true);
  });
});
