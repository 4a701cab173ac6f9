import { errors, type ErrorCode } from '@portal/api';

/** One failure a route answers: its status, the envelope's code, and when. */
export interface Failure {
  status: number;
  code: string;
  when: string;
}

/** A failure of the platform's error table (`@portal/api`'s `errors`), at the status the table gives it. */
export const failure = (code: ErrorCode, when: string): Failure => ({
  status: errors[code].status,
  code,
  when,
});

/** The envelope of every failure: a client maps `code`, shows `message` in its language. */
const failureEnvelope = {
  type: 'object',
  properties: {
    success: { const: false },
    code: { type: 'string', description: 'The stable error code a client maps (never the message)' },
    message: { type: 'string', description: 'The message key a client shows in its language' },
    value: { description: "What some failures carry: a lock's end, whether a captcha is now asked" },
  },
  required: ['success', 'code', 'message'],
};

/**
 * The OpenAPI responses of a route's failures, one per status, each describing its codes: what a partner
 * generates a client from, so every failure it can meet has a type and a reason.
 */
export function failureResponses(failures: Failure[]): Record<number, object> {
  const byStatus = new Map<number, Failure[]>();
  for (const one of failures) byStatus.set(one.status, [...(byStatus.get(one.status) ?? []), one]);
  return Object.fromEntries(
    [...byStatus].map(([status, listed]) => [
      status,
      {
        description: listed.map(({ code, when }) => `${code}: ${when}`).join('; '),
        ...failureEnvelope,
      },
    ]),
  );
}
