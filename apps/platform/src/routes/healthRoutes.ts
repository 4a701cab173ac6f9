import { fail, ok, paths } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../context';
import { pingDatabase } from '../db/pingDatabase';
import { failure } from '../http/failureResponses';
import { routeFailures } from '../http/routeFailures';
import { routeOperation } from '../http/routeOperation';

/**
 * Liveness (the process answers) and readiness: 503 while the database does not answer; 'degraded' while
 * only the shared store (Redis) does not.
 */
export function healthRoutes(app: FastifyInstance, platform: Platform) {
  app.get(
    paths.healthz,
    {
      schema: routeOperation({
        operationId: 'healthz',
        summary: 'Liveness',
        tags: ['health'],
        failures: routeFailures(paths.healthz),
      }),
    },
    async () => ok({ status: 'ok' }),
  );
  app.get(
    paths.readyz,
    {
      schema: routeOperation({
        operationId: 'readyz',
        summary: 'Readiness: the database (503 without it) and the shared store',
        tags: ['health'],
        failures: routeFailures(paths.readyz, [failure('UNAVAILABLE', 'the database does not answer')]),
      }),
    },
    async (_request, reply) => {
      const [database, store] = await Promise.all([pingDatabase(platform.db), platform.store.ping()]);
      if (!database) {
        return reply
          .status(503)
          .send({ ...fail('UNAVAILABLE', 'errors.unavailable'), value: { database, store } });
      }
      // Without Redis the node still serves every call from the database, with limits counted per
      // process: it stays in the load balancer (taking every node out at once would be the outage) and
      // says it is degraded.
      return ok({
        status: store ? 'ready' : 'degraded',
        database,
        store: platform.store.kind,
        storeUp: store,
      });
    },
  );
}
