/**
 * Every platform response is this envelope, with a truthful HTTP status as well
 * (400 bad input, 401 no session, 403 not allowed, 409 conflict, 422 idempotency key reused,
 * 429 throttled, 503 maintenance).
 */
export interface Envelope<T> {
  success: boolean;
  value?: T;
  /** A stable machine-readable error code, present when `success` is false. */
  code?: string;
  /** A message key of the error catalogue (or a server message) for the user. */
  message?: string;
}

export const ok = <T>(value: T): Envelope<T> => ({ success: true, value });

export const fail = (code: string, message: string): Envelope<never> => ({ success: false, code, message });

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'
  );
}
