import { fail, ok, paths } from '@portal/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../context';

/**
 * Liveness (the process answers) and readiness: 503 while the database does not answer; 'degraded' while
 * only the shared store (Redis) does not.
 */
export function healthRoutes(app: FastifyInstance, platform: Platform) {
  app.get(paths.healthz, { schema: { summary: 'Liveness', tags: ['health'] } }, async () =>
    ok({ status: 'ok' }),
  );
  app.get(
    paths.readyz,
    {
      schema: { summary: 'Readiness: the database (503 without it) and the shared store', tags: ['health'] },
    },
    async (_request, reply) => {
      const [database, store] = await Promise.all([
        platform.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        platform.store.ping(),
      ]);
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
