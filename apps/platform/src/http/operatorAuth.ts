import { createHash, timingSafeEqual } from 'node:crypto';
import { fail } from '@portal/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure, type Failure } from './failureResponses';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Guards the operator routes with the configured bearer token (compared in constant time). Without a
 * configured token the routes are closed: 403.
 */
export function operatorGuard(token: string | undefined) {
  const expected = token ? digest(token) : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) return reply.status(403).send(fail('OPERATOR_DISABLED', 'errors.operatorDisabled'));
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply.status(401).send(fail('UNAUTHORIZED', 'errors.operatorUnauthorized'));
    }
  };
}

/** What `operatorGuard` answers, for the OpenAPI document of the routes it guards. */
export const operatorFailures: Failure[] = [
  { status: 401, code: 'UNAUTHORIZED', when: "the bearer token is not the operator's" },
  failure('OPERATOR_DISABLED', 'no operator token is configured'),
];
