import { Redis } from 'ioredis';
import type { SharedStore } from './sharedStore';

/**
 * How long one Redis command may take before it fails. A healthy Redis answers in well under a
 * millisecond; past this a member call stops waiting and the store's fallback answers instead.
 */
export const redisCommandTimeoutMs = 500;

export interface RedisStoreOptions {
  prefix?: string;
  onError?: (error: Error) => void;
  /** redisCommandTimeoutMs unless given (tests that share a busy process with PGlite give more). */
  commandTimeoutMs?: number;
}

/**
 * The shared store on Redis: counters with INCR and a window set on the first hit (one round trip,
 * atomic), so limits hold across every platform node. Keys are prefixed so one Redis serves many brands.
 * Every command fails after redisCommandTimeoutMs, whether Redis is unreachable, still connecting or
 * connected and silent; `openStore` puts a per-process fallback behind it.
 */
export function createRedisStore(url: string, options: RedisStoreOptions = {}): SharedStore {
  const prefix = options.prefix ?? 'portal:';
  const commandTimeout = options.commandTimeoutMs ?? redisCommandTimeoutMs;
  const redis = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: false,
    commandTimeout,
    connectTimeout: 4 * commandTimeout,
    // A connection that takes commands and never answers is dropped and made again, so the commands
    // left waiting on it are failed rather than kept for good.
    socketTimeout: 4 * commandTimeout,
    maxRetriesPerRequest: 1,
  });
  // Without a listener, a lost connection would be an unhandled 'error' event and kill the process.
  redis.on('error', (error: Error) => options.onError?.(error));
  redis.defineCommand('windowIncrement', {
    numberOfKeys: 1,
    lua: `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`,
  });
  redis.defineCommand('floorDecrement', {
    numberOfKeys: 1,
    lua: `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n <= 1 then redis.call('DEL', KEYS[1]) return 0 end
return redis.call('DECR', KEYS[1])`,
  });
  const increment = (redis as unknown as { windowIncrement(key: string, ms: number): Promise<number> })
    .windowIncrement;
  const decrement = (redis as unknown as { floorDecrement(key: string): Promise<number> }).floorDecrement;
  return {
    kind: 'redis',
    increment: (key, windowMs) => increment.call(redis, key, windowMs),
    decrement: (key) => decrement.call(redis, key),
    get: (key) => redis.get(key),
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(key, value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(key));
    },
    async delete(...keys) {
      if (keys.length) await redis.del(...keys);
    },
    async ping() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
