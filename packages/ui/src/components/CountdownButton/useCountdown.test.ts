import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isThrottled, msUntilNextTick, secondsUntil, useCountdown } from './useCountdown';

describe('secondsUntil', () => {
  it('rounds up, so the last second still reads 1, and never goes below 0', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 1)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
  });
});

describe('msUntilNextTick', () => {
  it('waits until the shown number changes', () => {
    expect(msUntilNextTick(60_000, 0)).toBe(1000);
    expect(msUntilNextTick(60_000, 250)).toBe(750);
    expect(msUntilNextTick(60_000, 60_000)).toBe(0);
  });
});

describe('isThrottled', () => {
  it('refuses a second action within the window', () => {
    expect(isThrottled(null, 0, 1000)).toBe(false);
    expect(isThrottled(0, 999, 1000)).toBe(true);
    expect(isThrottled(0, 1000, 1000)).toBe(false);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second and calls onEnd once at 0', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown({ onEnd }));
    expect(result.current).toMatchObject({ remaining: 0, running: false });

    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(1);
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('follows the clock, not the number of ticks, when timers are throttled in the background', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // A background tab holds the timer back: the clock jumps 20 s, then the one pending tick fires 1 s later.
    act(() => {
      vi.setSystemTime(Date.now() + 20_000);
      vi.advanceTimersToNextTimer();
    });
    expect(result.current.remaining).toBe(39);
  });

  it('starts already running with initialSeconds and stands still on a fixed clock', () => {
    const { result } = renderHook(() => useCountdown({ initialSeconds: 42, now: () => 0 }));
    expect(result.current).toMatchObject({ remaining: 42, running: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(42);
  });

  it('stop ends at once without onEnd; a non-positive length does nothing', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown({ onEnd }));
    act(() => result.current.start(0));
    expect(result.current.running).toBe(false);
    act(() => result.current.start(10));
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(20_000));
    expect(onEnd).not.toHaveBeenCalled();
  });
});
