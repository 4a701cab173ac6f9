import { createMemoryStore } from './memoryStore';
import { createRedisStore } from './redisStore';
import type { SharedStore } from './sharedStore';

/** Redis when a URL is given, else this process's memory (one node). */
export function openStore(
  redisUrl: string | undefined,
  options: { prefix?: string; onError?: (error: Error) => void } = {},
): SharedStore {
  return redisUrl ? createRedisStore(redisUrl, options) : createMemoryStore();
}
