import { createHash, timingSafeEqual } from 'node:crypto';
import { fail } from '@portal/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
