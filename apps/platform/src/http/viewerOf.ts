import type { FastifyRequest } from 'fastify';
import type { Platform } from '../context';
import { resolveSession } from '../sessions/sessions';
import { tokenOf } from './defineRoute';

/**
 * The account behind a request's token, if it has a live session: the catalogue calls answer visitors
 * too, and only add a member's favourite flags. A missing, unknown or expired token reads as a visitor.
 */
export async function viewerOf(platform: Platform, request: FastifyRequest): Promise<number | null> {
  const session = await resolveSession(platform, tokenOf(request));
  return session ? session.accountId : null;
}
