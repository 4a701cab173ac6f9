import { calls, ok, paths, type Envelope, type SystemStatusValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { parseInput } from '../failures/parseInput';
import { callOperation } from '../http/callOperation';
import { failure } from '../http/failureResponses';
import { operatorFailures } from '../http/operatorAuth';
import { routeFailures } from '../http/routeFailures';
import { routeOperation } from '../http/routeOperation';
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
  /**
   * The node's cached switches (the gate's), forgotten when an operator changes them here: the status
   * call is every visit's first, and read the database each time it kept a fifth of the bare route's pace.
   */
  switches: SystemStateCache;
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
  // A plain Fastify route (it needs no platform context), documented from its declaration.
  app.get(
    calls.systemStatus.path,
    { schema: callOperation(calls.systemStatus) },
    async (request): Promise<Envelope<SystemStatusValue>> => {
      const state = await switches.get();
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
      schema: routeOperation({
        operationId: 'operatorSystem',
        summary: "The operator's switches",
        tags: ['operator'],
        security: 'operator',
        failures: routeFailures(paths.operatorSystem, operatorFailures),
      }),
    },
    async (): Promise<Envelope<SystemState>> => ok(await loadSystemState(db)),
  );

  app.put(
    paths.operatorSystem,
    {
      preHandler: operatorGuard(operatorToken),
      schema: routeOperation({
        operationId: 'operatorSystemSwitch',
        summary: 'Switches maintenance and region restriction at run time',
        tags: ['operator'],
        security: 'operator',
        failures: routeFailures(paths.operatorSystem, [
          ...operatorFailures,
          failure('BAD_INPUT', 'the body breaks its schema'),
        ]),
      }),
    },
    async (request): Promise<Envelope<SystemState>> => {
      const state = parseInput(systemStateSchema, request.body);
      await saveSystemState(db, state);
      switches.invalidate();
      request.log.info(
        { maintenance: state.maintenance.enabled, region: state.regionRestriction.enabled },
        'system state changed',
      );
      return ok(state);
    },
  );
}
