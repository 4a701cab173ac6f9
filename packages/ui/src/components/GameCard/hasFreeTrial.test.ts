import { describe, expect, it } from 'vitest';
import { hasFreeTrial } from './hasFreeTrial';

describe('hasFreeTrial', () => {
  it('is true when freeplay is 1 (number or string)', () => {
    expect(hasFreeTrial({ freeplay: 1 })).toBe(true);
    expect(hasFreeTrial({ freeplay: '1' })).toBe(true);
  });

  it('is true when supportPlay is 0 (number or string)', () => {
    expect(hasFreeTrial({ supportPlay: 0 })).toBe(true);
    expect(hasFreeTrial({ supportPlay: '0' })).toBe(true);
    expect(hasFreeTrial({ freeplay: 0, supportPlay: 0 })).toBe(true);
  });

  it('is false otherwise', () => {
    expect(hasFreeTrial({})).toBe(false);
    expect(hasFreeTrial({ freeplay: 0 })).toBe(false);
    expect(hasFreeTrial({ freeplay: 2, supportPlay: 1 })).toBe(false);
    // An empty string is "no value", not zero.
    expect(hasFreeTrial({ supportPlay: '' })).toBe(false);
    expect(hasFreeTrial({ freeplay: null, supportPlay: null })).toBe(false);
  });
});
