import { tokenHeader } from '@portal/api';
import type { FastifyServerOptions } from 'fastify';
import type { PlatformConfig } from '../config';
import { redactUrl } from './redactUrl';

/** Where log lines go instead of standard output (a test reads them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * The request log: tokens and keys never reach it, neither from the headers nor from the address
 * (`/?token=`, a game's `?session=`, an OAuth `?code=` are logged with their values replaced).
 */
export function loggerOptions(
  level: PlatformConfig['logLevel'],
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', `req.headers.${tokenHeader}`, 'req.headers.cookie'],
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
