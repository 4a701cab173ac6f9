import { beforeEach, describe, expect, it } from 'vitest';
import {
  addressHandoverCode,
  handoverCodeIn,
  readStoredToken,
  storeToken,
  tokenStorageKey,
  withoutHandoverCode,
} from './tokenStorage';

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

  it('is never read from the address: `?token=` is a hand-over code, and reading it stores nothing', () => {
    window.history.replaceState(null, '', '/help?token=c0de&lang=en#term');
    expect(addressHandoverCode()).toBe('c0de');
    expect(readStoredToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the hand-over code in a query', () => {
  it('is found, and taken out leaving the rest of the query', () => {
    expect(handoverCodeIn('?token=c0de&lang=en')).toBe('c0de');
    expect(handoverCodeIn('?lang=en')).toBeNull();
    expect(handoverCodeIn('?token=')).toBeNull();
    expect(withoutHandoverCode('?token=c0de&lang=en')).toBe('?lang=en');
    expect(withoutHandoverCode('?token=c0de')).toBe('');
    expect(withoutHandoverCode('')).toBe('');
  });
});
