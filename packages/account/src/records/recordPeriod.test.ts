import { describe, expect, it } from 'vitest';
import { periodProblem, presetOf, presetPeriod } from './recordPeriod';

/** 2026-11-29 at 23:30 UTC: late enough that a local clock east of UTC is already on the 30th. */
const now = Date.parse('2026-11-29T23:30:00.000Z');

describe('recordPeriod', () => {
  it('counts the presets in UTC days, today included', () => {
    expect(presetPeriod('today', now)).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(presetPeriod('last7', now)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetPeriod('last30', now)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(presetPeriod('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(presetOf({ from: '2026-11-23', to: '2026-11-29' }, now)).toBe('last7');
    expect(presetOf({ from: '2026-11-22', to: '2026-11-29' }, now)).toBeUndefined();
  });

  it('refuses what the platform would: a missing day, one out of the 12 months, the wrong order', () => {
    expect(periodProblem({ from: '2026-11-23', to: '2026-11-29' }, now)).toBeUndefined();
    expect(periodProblem({ from: '2025-11-29', to: '2026-11-29' }, now)).toBeUndefined();
    expect(periodProblem({ from: '', to: '2026-11-29' }, now)).toEqual({ field: 'from', reason: 'missing' });
    expect(periodProblem({ from: '2025-11-28', to: '2026-11-29' }, now)).toEqual({
      field: 'from',
      reason: 'range',
    });
    expect(periodProblem({ from: '2026-11-23', to: '2026-11-30' }, now)).toEqual({
      field: 'to',
      reason: 'range',
    });
    expect(periodProblem({ from: '2026-11-25', to: '2026-11-24' }, now, 'from')).toEqual({
      field: 'from',
      reason: 'order',
    });
    expect(periodProblem({ from: '2026-11-25', to: '2026-11-24' }, now)).toEqual({
      field: 'to',
      reason: 'order',
    });
  });
});
