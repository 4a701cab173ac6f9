import type { FastifyRequest } from 'fastify';
import type { Visitor } from '../system/systemState';

/** The visitor as the platform sees it: the IP (through a trusted proxy when configured) and the CDN's country. */
export function visitorOf(request: FastifyRequest): Visitor {
  const country = request.headers['cf-ipcountry'];
  return { ip: request.ip, country: typeof country === 'string' ? country : undefined };
}
