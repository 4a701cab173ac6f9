import { describe, expect, it } from 'vitest';
import { testClock } from '../testing/testPlatform';
import { sharedStoreRetryMs, withLocalFallback } from './fallbackStore';
import { createMemoryStore } from './memoryStore';
import type { SharedStore } from './sharedStore';

/** A shared store that can be switched off: every call then fails, as Redis does in an outage. */
function switchableStore() {
  const inner = createMemoryStore();
  let down = false;
  let calls = 0;
  const guard =
    <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      calls += 1;
      if (down) throw new Error('Command timed out');
      return call(...args);
    };
  const store: SharedStore = {
    kind: 'redis',
    increment: guard(inner.increment),
    decrement: guard(inner.decrement),
    get: guard(inner.get),
    set: guard(inner.set),
    setIfAbsent: guard(inner.setIfAbsent),
    ttl: guard(inner.ttl),
    delete: guard(inner.delete),
    ping: async () => !down,
    close: inner.close,
  };
  return {
    store,
    setDown: (value: boolean) => void (down = value),
    calls: () => calls,
  };
}

describe('the shared store with a local fallback', () => {
  it('answers locally through an outage, leaves the shared store alone for a while, and returns to it', async () => {
    const shared = switchableStore();
    const clock = testClock();
    const reports: string[] = [];
    const store = withLocalFallback(shared.store, createMemoryStore(clock.now), {
      now: clock.now,
      onError: (error) => reports.push(error.message),
    });
    expect(await store.increment('hits', 60_000)).toBe(1);
    shared.setDown(true);
    // The local counter starts on its own: per process, but still a limit.
    expect(await store.increment('hits', 60_000)).toBe(1);
    const triedWhileDown = shared.calls();
    expect(await store.increment('hits', 60_000)).toBe(2);
    expect(await store.get('hits')).toBe('2');
    expect(shared.calls()).toBe(triedWhileDown);
    expect(await store.ping()).toBe(false);
    clock.advance(sharedStoreRetryMs);
    expect(await store.increment('hits', 60_000)).toBe(3);
    expect(shared.calls()).toBe(triedWhileDown + 1);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/Command timed out.*per process/);
    shared.setDown(false);
    clock.advance(sharedStoreRetryMs);
    expect(await store.increment('hits', 60_000)).toBe(2);
    expect(await store.ping()).toBe(true);
    // A later outage is told again.
    shared.setDown(true);
    await store.delete('hits');
    expect(reports).toHaveLength(2);
    await store.close();
  });
});
