import { vi } from 'vitest';

/**
 * Runs fake time past every request a hook can start on mount, so a test can say "it asked nothing"
 * without waiting on the clock: SWR asks from the mount's effects, or a frame (16 ms) later when it shows
 * data it already had. Call it under `vi.useFakeTimers()`: each timer's promise chain (a request's way to
 * `fetch`) runs out before the next timer, so a request a hook started is in the fake fetch's log after it.
 */
export async function pastMountRequests(): Promise<void> {
  await vi.advanceTimersByTimeAsync(50);
}
