import type { ErrorCode } from '../errors';

/** The failures the client raises itself, when no envelope came back to name one. */
export type ApiTransportErrorCode = 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';

/** A platform code of `errors.ts`, a transport code, or a code this client version does not know yet. */
export type ApiRequestErrorCode = ErrorCode | ApiTransportErrorCode | (string & {});

export interface ApiRequestErrorInit<Value> {
  code: ApiRequestErrorCode;
  /** The HTTP status; 0 when no answer arrived. */
  status: number;
  messageKey: string;
  value?: Value;
  cause?: unknown;
}

/**
 * A call that did not succeed: the platform's code and status, the message key a host translates (never
 * English text), and the envelope's value where the platform sends one (a failed login's captcha flag).
 */
export class ApiRequestError<Value = unknown> extends Error {
  override readonly name = 'ApiRequestError';
  readonly code: ApiRequestErrorCode;
  readonly status: number;
  /** A key of the `api` message namespace (or a server key such as `phone_tips?max=11`). */
  readonly messageKey: string;
  readonly value: Value | undefined;

  constructor({ code, status, messageKey, value, cause }: ApiRequestErrorInit<Value>) {
    // The message is for logs and consoles only; people see `messageKey` translated.
    super(`${code} (${status})`, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = status;
    this.messageKey = messageKey;
    this.value = value;
  }
}

/** Narrows an unknown failure (a hook's `error`, a rejected call) to an ApiRequestError, optionally of one code. */
export function isApiRequestError<Value = unknown>(
  error: unknown,
  code?: ApiRequestErrorCode,
): error is ApiRequestError<Value> {
  return error instanceof ApiRequestError && (code === undefined || error.code === code);
}
