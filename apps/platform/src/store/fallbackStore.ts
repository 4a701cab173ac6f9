import type { SharedStore } from './sharedStore';

/** After a failed command, Redis is left alone this long before it is tried again. */
export const sharedStoreRetryMs = 1_000;

export interface FallbackOptions {
  /** Told once per outage, when the fallback takes over. */
  onError?: (error: Error) => void;
  retryMs?: number;
  /** The time the retry pause is measured on (the network's, not the platform's clock). */
  now?: () => number;
}

/**
 * The shared store with this process's memory behind it. While the shared one fails (an outage, a
 * timeout), every call is answered locally and the shared one is only tried again after `retryMs`, so
 * one outage costs a member call at most one timeout. The safe side of an outage: rate limits and locks
 * still hold, per process (with N nodes a limit of L allows up to N x L), and what was counted locally
 * is forgotten once the shared store is back. Readiness (`ping`) still reports the shared store itself.
 */
export function withLocalFallback(
  shared: SharedStore,
  local: SharedStore,
  options: FallbackOptions = {},
): SharedStore {
  const retryMs = options.retryMs ?? sharedStoreRetryMs;
  const now = options.now ?? Date.now;
  let retryAt = 0;
  let failing = false;

  async function run<T>(call: (store: SharedStore) => Promise<T>): Promise<T> {
    if (now() < retryAt) return call(local);
    try {
      const value = await call(shared);
      failing = false;
      return value;
    } catch (error) {
      retryAt = now() + retryMs;
      if (!failing) {
        failing = true;
        const reason = error instanceof Error ? error.message : String(error);
        options.onError?.(
          new Error(
            `shared store unavailable (${reason}): rate limits, locks and the session cache are per process until it answers`,
          ),
        );
      }
      return call(local);
    }
  }

  return {
    kind: shared.kind,
    increment: (key, windowMs) => run((store) => store.increment(key, windowMs)),
    decrement: (key) => run((store) => store.decrement(key)),
    get: (key) => run((store) => store.get(key)),
    set: (key, value, ttlMs) => run((store) => store.set(key, value, ttlMs)),
    setIfAbsent: (key, value, ttlMs) => run((store) => store.setIfAbsent(key, value, ttlMs)),
    ttl: (key) => run((store) => store.ttl(key)),
    delete: (...keys) => run((store) => store.delete(...keys)),
    ping: () => shared.ping(),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
