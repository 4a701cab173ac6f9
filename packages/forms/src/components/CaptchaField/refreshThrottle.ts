/** The captcha image refreshes at most once per second (spec sections 4 and 9). */
export const captchaRefreshThrottleMs = 1000;

/**
 * A leading-edge gate: `tryPass()` is true for the first call and then false until `intervalMs` have
 * passed since the last call that passed. Reads the clock only when asked, so no timer is left behind.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): { tryPass: () => boolean } {
  let lastAt: number | null = null;
  return {
    tryPass() {
      const at = now();
      if (lastAt !== null && at - lastAt < intervalMs) return false;
      lastAt = at;
      return true;
    },
  };
}
