/** What the platform answers to an SMS code request (spec section 3: `value.expiredMinutes`). */
export interface SmsRequestResult {
  /** How long the code stays valid; the send button waits that long before offering a new one. */
  expiredMinutes?: number;
}

/** Seconds per minute of validity, and the wait when the platform says nothing (spec section 9). */
export const smsSecondsPerMinute = 60;

/**
 * Countdown seconds after a sent code: 60 per `expiredMinutes`; 60 with the phone provider, which
 * sends the code itself and says nothing of its validity; 60 by default (no, zero or a nonsense value).
 */
export function smsCountdownSeconds(expiredMinutes: number | undefined, phoneProvider = false): number {
  if (phoneProvider) return smsSecondsPerMinute;
  if (typeof expiredMinutes !== 'number' || !Number.isFinite(expiredMinutes) || expiredMinutes <= 0) {
    return smsSecondsPerMinute;
  }
  return Math.ceil(expiredMinutes * smsSecondsPerMinute);
}
