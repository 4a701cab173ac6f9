import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { fail } from '@portal/api';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config';
import type { Db } from './db/database';
import { BadInputError, replyBadInput } from './http/badInput';
import { systemRoutes } from './routes/systemRoutes';

/** Builds the platform: the API under /wps and, when built, the portal itself. */
export async function buildApp(config: PlatformConfig, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Request ids let a player's report be matched to the log line.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
  });

  // Every failure is the envelope with a truthful status; no stack trace ever leaves the process.
  app.setErrorHandler(
    (error: { statusCode?: number; validation?: unknown; code?: string }, request, reply) => {
      if (error instanceof BadInputError) return replyBadInput(reply, error);
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'request failed');
      const code = status === 500 ? 'INTERNAL' : (error.code ?? 'BAD_REQUEST');
      const message = status === 500 ? 'errors.internal' : 'errors.badRequest';
      return reply.status(status).send(fail(code, message));
    },
  );

  systemRoutes(app, { db, operatorToken: config.operatorToken });

  if (config.portalDir) {
    await app.register(fastifyStatic, { root: config.portalDir, wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/wps') &&
      config.portalDir;
    if (isPage) {
      // The portal is a single-page app: every page path answers with its shell.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', resolve(config.portalDir as string), { cacheControl: false });
    }
    return reply.status(404).send(fail('NOT_FOUND', 'errors.notFound'));
  });

  return app;
}
