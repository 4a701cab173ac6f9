import { fail, ok, paths } from '@portal/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../context';

/** Liveness (the process answers) and readiness (the database and the shared store answer too). */
export function healthRoutes(app: FastifyInstance, platform: Platform) {
  app.get(paths.healthz, { schema: { summary: 'Liveness', tags: ['health'] } }, async () =>
    ok({ status: 'ok' }),
  );
  app.get(
    paths.readyz,
    { schema: { summary: 'Readiness: database and shared store', tags: ['health'] } },
    async (_request, reply) => {
      const [database, store] = await Promise.all([
        platform.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        platform.store.ping(),
      ]);
      if (database && store) return ok({ status: 'ready', database, store: platform.store.kind });
      return reply
        .status(503)
        .send({ ...fail('UNAVAILABLE', 'errors.unavailable'), value: { database, store } });
    },
  );
}
