import type { FastifyRequest } from 'fastify';
import { addressKeyOf } from '../limits/addressKey';
import type { Visitor } from '../system/systemState';

/** The visitor as the platform sees it: the IP (through a trusted proxy when configured) and the CDN's country. */
export function visitorOf(request: FastifyRequest): Visitor {
  const country = request.headers['cf-ipcountry'];
  return { ip: request.ip, country: typeof country === 'string' ? country : undefined };
}

/**
 * The address a request's per-address limits count under: the visitor's IP, an IPv6 one by its /64 (a
 * subscriber picks any address in it). Every per-address limit keys on this, never on `request.ip`.
 */
export const limitAddressOf = (request: FastifyRequest): string => addressKeyOf(request.ip);
