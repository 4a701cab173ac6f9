import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys, flushAllCached, flushCached, readCached, writeCached } from './sessionCache';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('sessionCache', () => {
  it('keeps a value for the session and reads it back typed', () => {
    expect(readCached(cacheKeys.registerSettings)).toBeUndefined();
    writeCached(cacheKeys.registerSettings, {
      fields: {},
      regex: { mobileMinLength: 9, mobileMaxLength: 11 },
    });
    expect(readCached<{ regex: { mobileMaxLength: number } }>(cacheKeys.registerSettings)?.regex).toEqual({
      mobileMinLength: 9,
      mobileMaxLength: 11,
    });
    expect(sessionStorage.getItem(cacheKeys.registerSettings)).not.toBeNull();
  });

  it('forgets one cache with its variants, and nothing else', () => {
    writeCached(cacheKeys.hotGames, [1]);
    writeCached(`${cacheKeys.hotGames}:en:RNG`, [2]);
    writeCached(cacheKeys.vendors, [3]);
    flushCached(cacheKeys.hotGames);
    expect(readCached(cacheKeys.hotGames)).toBeUndefined();
    expect(readCached(`${cacheKeys.hotGames}:en:RNG`)).toBeUndefined();
    expect(readCached(cacheKeys.vendors)).toEqual([3]);
  });

  it('clears the whole session storage but the merchant codes (the logout flush)', () => {
    sessionStorage.setItem('merchantCode', 'DEMO');
    sessionStorage.setItem('token', 'secret');
    writeCached(cacheKeys.merchantWallet, { isSingle: true });
    writeCached(cacheKeys.contractInfo, { divtypereq: 1 });
    flushAllCached();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(sessionStorage.length).toBe(1);
    sessionStorage.setItem('keepMe', '1');
    flushAllCached(['keepMe']);
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('keepMe')).toBe('1');
  });

  it('reads a damaged entry as a miss', () => {
    sessionStorage.setItem(cacheKeys.vendors, '{not json');
    expect(readCached(cacheKeys.vendors)).toBeUndefined();
  });

  it('treats a full storage as a miss, never as a failure', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeCached(cacheKeys.hotGames, ['a'.repeat(10)])).not.toThrow();
    expect(readCached(cacheKeys.hotGames)).toBeUndefined();
  });

  it('works without session storage at all (refused by the browser, or absent)', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => writeCached(cacheKeys.vendors, [1])).not.toThrow();
    expect(readCached(cacheKeys.vendors)).toBeUndefined();
    expect(() => flushCached(cacheKeys.vendors)).not.toThrow();
    expect(() => flushAllCached()).not.toThrow();
  });
});
