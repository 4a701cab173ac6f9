import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaRefreshThrottleMs, createThrottle } from './refreshThrottle';

describe('createThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the first call through and refuses the rest until the interval has passed', () => {
    const gate = createThrottle(captchaRefreshThrottleMs);
    expect(gate.tryPass()).toBe(true);
    expect(gate.tryPass()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(gate.tryPass()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate.tryPass()).toBe(true);
  });

  it('counts from the last call that passed, not from refused ones', () => {
    const gate = createThrottle(1000);
    expect(gate.tryPass()).toBe(true);
    vi.advanceTimersByTime(600);
    expect(gate.tryPass()).toBe(false);
    vi.advanceTimersByTime(400);
    expect(gate.tryPass()).toBe(true);
    vi.advanceTimersByTime(2500);
    expect(gate.tryPass()).toBe(true);
  });

  it('reads the clock it is given', () => {
    let now = 5000;
    const gate = createThrottle(1000, () => now);
    expect(gate.tryPass()).toBe(true);
    now = 5999;
    expect(gate.tryPass()).toBe(false);
    now = 6000;
    expect(gate.tryPass()).toBe(true);
  });
});
