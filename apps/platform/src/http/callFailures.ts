import { apiMessages, errors, type ApiMessageKey, type CallShape, type ErrorCode } from '@portal/api';
import { failure, type Failure } from './failureResponses';
import { routeFailures } from './routeFailures';
import { routeUrlOf } from './routeUrlOf';

/**
 * The failures a declared call answers: those its declaration implies (what `defineRoute`, the
 * availability gate and the error handler do for every such call), then its contract's own `refusals`.
 * `input` says whether the route validates a query or a body.
 */
export function callFailures(call: CallShape, input: boolean, refusals: ErrorCode[] = []): Failure[] {
  return routeFailures(routeUrlOf(call), [
    ...(input ? [failure('BAD_INPUT', 'the query or body breaks its schema')] : []),
    ...(call.encrypted ? [failure('BAD_PAYLOAD', 'the encrypted body cannot be opened')] : []),
    ...(call.idempotent
      ? [
          failure('IDEMPOTENCY_KEY_REQUIRED', 'the idempotency-key header is missing or malformed'),
          failure('IDEMPOTENCY_IN_FLIGHT', 'a request with the same key is still in flight'),
          failure('IDEMPOTENCY_MISMATCH', 'the key was used before with another payload'),
        ]
      : []),
    ...(call.auth ? [failure('NOT_LOGGED_IN', 'no live session for the token')] : []),
    ...(call.sandboxOnly ? [failure('SANDBOX_ONLY', 'the platform is not in sandbox mode')] : []),
    failure('UNAVAILABLE', 'the database is briefly unavailable (retry after retry-after)'),
    // A call's own rules are told by the text a player reads for them.
    ...refusals.map((code) => failure(code, `"${apiMessages.en[errors[code].message as ApiMessageKey]}"`)),
  ]);
}
