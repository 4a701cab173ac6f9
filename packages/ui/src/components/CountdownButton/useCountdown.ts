import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** Whole seconds left until `endsAt`, rounded up so the last second still reads "1". */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Milliseconds until the shown number next changes (the next whole-second boundary before `endsAt`). */
export function msUntilNextTick(endsAt: number, now: number): number {
  const left = endsAt - now;
  if (left <= 0) return 0;
  return left % 1000 || 1000;
}

/** True when an action last run at `lastAt` may not run again yet at `now`. */
export function isThrottled(lastAt: number | null, now: number, throttleMs: number): boolean {
  return lastAt !== null && now - lastAt < throttleMs;
}

export interface UseCountdownOptions {
  /** Start already running with this many seconds (for example when a screen is reopened mid-countdown). */
  initialSeconds?: number;
  /** The clock, in epoch milliseconds. Stories and tests pass a fixed one for stable pictures. */
  now?: () => number;
  /** Called once when a running countdown reaches 0. */
  onEnd?: () => void;
}

export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) the countdown; a length of 0 or less does nothing. */
  start: (seconds: number) => void;
  /** Stops at once without calling `onEnd`. */
  stop: () => void;
}

/**
 * A seconds countdown computed from an end timestamp rather than by counting ticks, so it stays right
 * when the browser throttles timers in a background tab: each tick recomputes from the clock.
 */
export function useCountdown({
  initialSeconds = 0,
  now = Date.now,
  onEnd,
}: UseCountdownOptions = {}): Countdown {
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  }, [now]);

  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialSeconds > 0 ? now() + initialSeconds * 1000 : null,
  );
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(initialSeconds)));
  const ended = useEffectEvent(() => onEnd?.());

  useEffect(() => {
    if (endsAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = clock.current();
      const left = secondsUntil(endsAt, at);
      setRemaining(left);
      if (left === 0) {
        setEndsAt(null);
        ended();
        return;
      }
      timer = setTimeout(tick, msUntilNextTick(endsAt, at));
    };
    timer = setTimeout(tick, msUntilNextTick(endsAt, clock.current()));
    return () => clearTimeout(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    if (!(seconds > 0)) return;
    setEndsAt(clock.current() + seconds * 1000);
    setRemaining(Math.ceil(seconds));
  }, []);

  const stop = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: endsAt !== null, start, stop };
}
