import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a caller's own request id may be: short, and nothing a log or a header could be bent by. */
const acceptable = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * The id that matches a player's report to the log: the caller's `x-request-id` when it is a plain token
 * of at most 64 characters, otherwise a fresh one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && acceptable.test(sent) ? sent : randomUUID();
}
