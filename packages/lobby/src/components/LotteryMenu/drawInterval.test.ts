import { describe, expect, it } from 'vitest';
import { drawInterval } from './drawInterval';

describe('drawInterval', () => {
  it('says the interval in the largest whole unit', () => {
    expect(drawInterval(60, 'en')).toBe('1 minute');
    expect(drawInterval(180, 'en')).toBe('3 minutes');
    expect(drawInterval(43_200, 'en')).toBe('12 hours');
    expect(drawInterval(86_400, 'en')).toBe('1 day');
    expect(drawInterval(75, 'en')).toBe('75 seconds');
  });

  it('speaks Arabic with Latin digits', () => {
    expect(drawInterval(180, 'ar')).toMatch(/^3 /);
    expect(drawInterval(180, 'ar')).toContain('دقائق');
    expect(drawInterval(86_400, 'ar')).toMatch(/يوم/);
  });
});
