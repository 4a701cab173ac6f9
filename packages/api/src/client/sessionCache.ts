/**
 * The session-storage caches of spec section 4. Each call that the spec caches keeps its value under one
 * of these keys (a key may carry a suffix, `${cacheKeys.hotGames}:ar`, for the variants of one call).
 */
export const cacheKeys = {
  registerSettings: 'portal.cache.registerSettings',
  hotGames: 'portal.cache.hotGames',
  vendors: 'portal.cache.vendors',
  contractInfo: 'portal.cache.contractInfo',
  merchantWallet: 'portal.cache.merchantWallet',
} as const;

export type CacheName = (typeof cacheKeys)[keyof typeof cacheKeys];
export type CacheKey = CacheName | `${CacheName}:${string}`;

/** The session-storage keys of the merchant codes, which outlive a logout (spec section 4). */
export const merchantCodeKeys: readonly string[] = ['merchant', 'merchantCode'];

/** Session storage, or null where it is missing or refused (private modes, sandboxed frames, Node). */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The cached value, or undefined when there is none (or it cannot be read back). */
export function readCached<T>(key: CacheKey): T | undefined {
  try {
    const text = storage()?.getItem(key);
    return text === null || text === undefined ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/** Keeps a value for the session; a full or refused storage only means the next read fetches again. */
export function writeCached<T>(key: CacheKey, value: T): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A cache that cannot be written is a cache miss later, never a failed call.
  }
}

function keysOf(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key !== null,
  );
}

/** Forgets one cache and its variants (`key` and `key:...`), as a refresh or a flush option does. */
export function flushCached(key: CacheKey): void {
  try {
    const store = storage();
    if (!store) return;
    for (const stored of keysOf(store)) {
      if (stored === key || stored.startsWith(`${key}:`)) store.removeItem(stored);
    }
  } catch {
    // Nothing to forget when storage cannot be reached.
  }
}

/**
 * The logout flush of spec section 4: the whole session storage is cleared, except the merchant codes
 * (or the keys given), so the next visitor of this tab starts clean on the same site.
 */
export function flushAllCached(keep: readonly string[] = merchantCodeKeys): void {
  try {
    const store = storage();
    if (!store) return;
    for (const stored of keysOf(store)) {
      if (!keep.includes(stored)) store.removeItem(stored);
    }
  } catch {
    // Nothing to flush when storage cannot be reached.
  }
}
