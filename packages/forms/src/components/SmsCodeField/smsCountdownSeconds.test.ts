import { describe, expect, it } from 'vitest';
import { smsCountdownSeconds } from './smsCountdownSeconds';

describe('smsCountdownSeconds', () => {
  it.each([
    [1, 60],
    [2, 120],
    [5, 300],
    [0.5, 30],
  ])('counts 60 s per expiredMinutes (%s min gives %s s)', (minutes, seconds) => {
    expect(smsCountdownSeconds(minutes)).toBe(seconds);
  });

  it('counts 1 minute when the phone provider sent the code, whatever the platform said', () => {
    expect(smsCountdownSeconds(5, true)).toBe(60);
    expect(smsCountdownSeconds(undefined, true)).toBe(60);
  });

  it.each([undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY])(
    'counts 1 minute by default (expiredMinutes %s)',
    (minutes) => {
      expect(smsCountdownSeconds(minutes)).toBe(60);
    },
  );

  it('never returns part of a second', () => {
    expect(smsCountdownSeconds(0.01)).toBe(1);
  });
});
