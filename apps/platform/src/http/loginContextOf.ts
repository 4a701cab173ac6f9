import type { LoginMethod } from '@portal/api';
import type { FastifyRequest } from 'fastify';
import type { LoginContext } from '../sessions/loginEvents';
import { visitorOf } from './visitor';

/** A login's context as its route sees it: the visitor's address (through a trusted proxy when configured), its browser. */
export const loginContextOf = (request: FastifyRequest, method: LoginMethod): LoginContext => ({
  address: visitorOf(request).ip,
  userAgent: request.headers['user-agent'],
  method,
});
