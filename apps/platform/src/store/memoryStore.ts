import type { SharedStore } from './sharedStore';

interface Entry {
  value: string;
  expiresAt: number;
}

/** The single-node store: this process's memory, with expiries swept as they are read. */
export function createMemoryStore(now: () => number = Date.now): SharedStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired keys nobody reads again are swept once a minute, so the map never grows without bound.
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    kind: 'memory',
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.value = String(Number(entry.value) + 1);
        return Number(entry.value);
      }
      entries.set(key, { value: '1', expiresAt: now() + windowMs });
      return 1;
    },
    async decrement(key) {
      const entry = live(key);
      const count = Number(entry?.value ?? 0) - 1;
      if (!entry || count <= 0) {
        entries.delete(key);
        return 0;
      }
      entry.value = String(count);
      return count;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    async delete(...keys) {
      for (const key of keys) entries.delete(key);
    },
    async ping() {
      return true;
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
