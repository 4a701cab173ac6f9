import { paths, type HandoverCodeValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountById } from '../accounts/accounts';
import type { Platform } from '../context';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import {
  handoverCodePattern,
  handoverCodeSeconds,
  makeHandoverCode,
  spendHandoverCode,
} from '../sessions/handoverCodes';
import { startSession } from '../sessions/loginValue';
import { loginValueSchema } from './routeSchemas';

/** Codes a session may make per minute: a few hand-overs, never a stock of them. */
const codesPerMinute = 10;

/**
 * A brand's hand-over: a member's session makes a one-time code, and the site it is handed to exchanges
 * it once for a session of its own. A session token is never taken from an address.
 */
export function handoverRoutes(app: FastifyInstance, platform: Platform) {
  defineRoute(app, platform, {
    method: 'POST',
    url: paths.handoverCode,
    summary:
      `A one-time code that hands this member over to another site of the brand (${handoverCodeSeconds} s, ` +
      `single use; ${codesPerMinute} a minute per session)`,
    tags: ['session'],
    auth: 'session',
    value: v.object({ code: v.string(), expiresInSeconds: v.number() }),
    handler: async ({ session }): Promise<HandoverCodeValue> => {
      if ((await platform.store.increment(`handover:${session.tokenHash}`, 60_000)) > codesPerMinute) {
        throw new ApiError('THROTTLED');
      }
      return makeHandoverCode(platform, session);
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.handoverLogin,
    summary:
      'Exchanges a hand-over code, once, for a new session of its member (ending no later than the ' +
      'session that made it); 401 HANDOVER_INVALID when spent, expired or its session has ended',
    tags: ['session'],
    body: v.object({
      code: v.pipe(v.string('errors.badInput'), v.regex(handoverCodePattern, 'errors.badInput')),
    }),
    value: loginValueSchema,
    handler: async ({ body }) => {
      const source = await spendHandoverCode(platform, body.code);
      const account = source && (await findAccountById(platform.db, source.accountId));
      if (!source || !account) throw new ApiError('HANDOVER_INVALID');
      return startSession(platform, account, { notAfter: source.expiresAt });
    },
  });
}
