import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredToken, storeToken, takeTokenFromAddress, tokenStorageKey } from './tokenStorage';

describe('the session token', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is kept in session storage and forgotten', () => {
    expect(readStoredToken()).toBeNull();
    storeToken('abc');
    expect(sessionStorage.getItem(tokenStorageKey)).toBe('abc');
    expect(readStoredToken()).toBe('abc');
    storeToken(null);
    expect(readStoredToken()).toBeNull();
  });

  it('is taken from the address once, which then no longer shows it', () => {
    window.history.replaceState(null, '', '/help?token=t0k&lang=en#term');
    expect(takeTokenFromAddress()).toBe('t0k');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/help?lang=en#term',
    );
    expect(takeTokenFromAddress()).toBeNull();
  });
});
