import { ok, paths, type Envelope, type SystemStatusValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { parseInput } from '../http/badInput';
import type { SystemStateCache } from '../system/systemStateCache';
import { operatorGuard } from '../http/operatorAuth';
import {
  loadSystemState,
  saveSystemState,
  statusFor,
  systemStateSchema,
  type SystemState,
} from '../system/systemState';

export interface SystemRoutesOptions {
  db: Db;
  operatorToken: string | undefined;
  /** The gate's cached switches, forgotten when an operator changes them. */
  switches?: SystemStateCache;
}

/** The header a CDN sets with the visitor's country (ISO 3166-1 alpha-2). */
const countryHeader = 'cf-ipcountry';

/**
 * `GET /wps/system/status` (spec sections 4 and 7) and the operator's switch for it,
 * `PUT /wps/operator/system` (the platform's own path: the spec names none).
 */
export function systemRoutes(
  app: FastifyInstance,
  { db, operatorToken, switches }: SystemRoutesOptions,
): void {
  app.get(
    paths.systemStatus,
    { schema: { summary: 'System status: 0 normal, 1 maintenance, 2 region restricted', tags: ['system'] } },
    async (request): Promise<Envelope<SystemStatusValue>> => {
      const state = await loadSystemState(db);
      const country = request.headers[countryHeader];
      const status = statusFor(state, {
        ip: request.ip,
        country: typeof country === 'string' ? country : undefined,
      });
      return ok({
        status,
        ip: request.ip,
        ...(status === 1 && state.maintenance.endTime
          ? { maintenanceEndTime: state.maintenance.endTime }
          : {}),
      });
    },
  );

  app.get(
    paths.operatorSystem,
    {
      preHandler: operatorGuard(operatorToken),
      schema: { summary: "The operator's switches", tags: ['operator'] },
    },
    async (): Promise<Envelope<SystemState>> => ok(await loadSystemState(db)),
  );

  app.put(
    paths.operatorSystem,
    {
      preHandler: operatorGuard(operatorToken),
      schema: { summary: 'Switches maintenance and region restriction at run time', tags: ['operator'] },
    },
    async (request): Promise<Envelope<SystemState>> => {
      const state = parseInput(systemStateSchema, request.body);
      await saveSystemState(db, state);
      switches?.invalidate();
      request.log.info(
        { maintenance: state.maintenance.enabled, region: state.regionRestriction.enabled },
        'system state changed',
      );
      return ok(state);
    },
  );
}
