import { calls, type LoginHistoryValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { refuseTrial } from '../accounts/refuseTrial';
import type { Platform } from '../context';
import { defineRoute } from '../http/defineRoute';
import { listLogins, loginMethods } from '../sessions/loginEvents';
import { wholeQuery } from './routeSchemas';

const loginEvent = v.object({
  id: v.number(),
  at: v.string(),
  address: v.string(),
  device: v.string(),
  method: v.picklist(loginMethods),
  current: v.boolean(),
});

/**
 * The member's login history (the security centre's): the latest logins, newest first, with the address
 * masked and the one of the session asking marked. A trial account keeps none, and is refused as the
 * inbox and the cashier refuse it.
 */
export function loginHistoryRoutes(app: FastifyInstance, platform: Platform) {
  defineRoute(app, platform, calls.loginHistory, {
    query: v.object({ pageSize: v.optional(wholeQuery(1, 50), '20') }),
    value: v.object({ list: v.array(loginEvent) }),
    handler: async ({ query, member: { account, session } }): Promise<LoginHistoryValue> => {
      refuseTrial(platform.config, account);
      return { list: await listLogins(platform, account.id, session.tokenHash, query.pageSize) };
    },
  });
}
