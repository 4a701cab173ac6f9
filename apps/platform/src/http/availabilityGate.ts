import { cashierPaths, fail, paths } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { SystemStateCache } from '../system/systemStateCache';
import { statusFor } from '../system/systemState';
import { visitorOf } from './visitor';

/**
 * The status and configuration calls answer during maintenance; so do the operator's, the docs, and the
 * payment provider's webhooks (money that arrives during maintenance is still credited, and a PSP may
 * call from any country).
 */
const alwaysOpen = [
  '/wps/system/',
  '/wps/operator/',
  cashierPaths.paymentsWebhook,
  paths.openapi,
  paths.sandboxOutbox,
  paths.sandboxCaptcha,
  paths.sandboxSlider,
];

/** Whether maintenance (503) and the region restriction (403) hold a route back: `url` as Fastify routes it. */
export const isGated = (url: string): boolean =>
  url.startsWith('/wps/') && !alwaysOpen.some((prefix) => url.startsWith(prefix));

/**
 * During maintenance the member calls answer 503, and a visitor from a restricted region gets 403, both
 * with the envelope; the status call tells the portal which screen to show.
 *
 * The gate reads the route the router matched, never the address as sent: `/%77ps/...` and other
 * spellings reach the same route as `/wps/...`, so only the route's own path cannot be dressed up.
 * A request that matched no route reaches the not-found answer, which serves nothing to gate.
 */
export function availabilityGate(app: FastifyInstance, switches: SystemStateCache, now: () => number) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.routeOptions.url;
    if (path === undefined) return;
    if (!isGated(path)) return;
    const state = await switches.get();
    const status = statusFor(state, visitorOf(request));
    if (status === 1) {
      const endTime = state.maintenance.endTime;
      return reply
        .status(503)
        .header('retry-after', endTime ? String(Math.max(1, Math.ceil((endTime - now()) / 1000))) : '600')
        .send({ ...fail('MAINTENANCE', 'errors.maintenance'), ...(endTime ? { value: { endTime } } : {}) });
    }
    if (status === 2) return reply.status(403).send(fail('REGION_RESTRICTED', 'errors.regionRestricted'));
  });
}
