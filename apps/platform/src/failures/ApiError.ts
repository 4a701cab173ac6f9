// Below http/: domain services throw it and know nothing of Fastify; app.ts answers it as the envelope.
import { errors, type ErrorCode } from '@portal/api';

/**
 * A documented failure of a call: its stable code, the code's HTTP status and message key, and an
 * optional value (a failed login's captcha flag, a lock's end). The error handler turns it into the envelope.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly value?: unknown,
    readonly messageKey: string = errors[code].message,
  ) {
    super(code);
    this.name = 'ApiError';
    this.statusCode = errors[code].status;
  }
}
