import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from './memoryStore';
import { createRedisStore } from './redisStore';
import type { SharedStore } from './sharedStore';

interface StoreCase {
  name: string;
  open(): SharedStore;
}

const cases: StoreCase[] = [{ name: 'memory', open: () => createMemoryStore() }];
const redisUrl = process.env.REDIS_URL;
// Each run gets its own prefix, so parallel runs on one Redis never see each other's keys.
if (redisUrl) {
  cases.push({
    name: 'redis',
    open: () => createRedisStore(redisUrl, { prefix: `portal-test-${randomBytes(4).toString('hex')}:` }),
  });
}

describe.each(cases)('the $name shared store', ({ open }) => {
  const store = open();
  afterAll(() => store.close());
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('counts hits in a window that starts with the first hit', async () => {
    expect(await store.increment('count', 200)).toBe(1);
    expect(await store.increment('count', 200)).toBe(2);
    expect(await store.increment('count', 200)).toBe(3);
    await sleep(260);
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
    await sleep(360);
    expect(await store.ttl('gap')).toBe(0);
    expect(await store.setIfAbsent('gap', '1', 300)).toBe(true);
  });

  it('gets, sets, expires and deletes values', async () => {
    await store.set('session', '7:123', 200);
    expect(await store.get('session')).toBe('7:123');
    await store.delete('session', 'missing');
    expect(await store.get('session')).toBeNull();
    await store.set('short', 'x', 50);
    await sleep(100);
    expect(await store.get('short')).toBeNull();
    expect(await store.ping()).toBe(true);
  });
});
