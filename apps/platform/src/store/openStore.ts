import { withLocalFallback } from './fallbackStore';
import { createMemoryStore } from './memoryStore';
import { createRedisStore } from './redisStore';
import type { SharedStore } from './sharedStore';

export interface OpenStoreOptions {
  prefix?: string;
  onError?: (error: Error) => void;
  /** The platform's clock, for the expiries of the in-memory store (and of the fallback). */
  now?: () => number;
}

/**
 * Redis when a URL is given, with this process's memory answering while Redis does not; else this
 * process's memory alone (one node).
 */
export function openStore(redisUrl: string | undefined, options: OpenStoreOptions = {}): SharedStore {
  const memory = createMemoryStore(options.now);
  if (!redisUrl) return memory;
  const redis = createRedisStore(redisUrl, { prefix: options.prefix, onError: options.onError });
  return withLocalFallback(redis, memory, { onError: options.onError });
}
