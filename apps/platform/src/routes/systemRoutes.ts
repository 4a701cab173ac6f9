import { ok, paths, SystemStatus, type Envelope, type SystemStatusValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../config';

/** `GET /wps/system/status` (spec sections 4 and 7): maintenance wins over region restriction. */
export function systemRoutes(app: FastifyInstance, config: PlatformConfig): void {
  app.get(paths.systemStatus, async (request): Promise<Envelope<SystemStatusValue>> => {
    const status = config.maintenance
      ? SystemStatus.Maintenance
      : config.regionRestricted
        ? SystemStatus.RegionRestricted
        : SystemStatus.Normal;
    return ok({ status, ip: request.ip });
  });
}
