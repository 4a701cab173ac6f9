import { calls, type HandoverCodeValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findAccountById } from '../accounts/accounts';
import type { Platform } from '../context';
import { loginContextOf } from '../http/loginContextOf';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { takeLimit } from '../limits/takeLimit';
import { handoverCodePattern, makeHandoverCode, spendHandoverCode } from '../sessions/handoverCodes';
import { startSession } from '../sessions/loginValue';
import { loginValueSchema } from './routeSchemas';

/**
 * A brand's hand-over: a member's session makes a one-time code, and the site it is handed to exchanges
 * it once for a session of its own. A session token is never taken from an address.
 */
export function handoverRoutes(app: FastifyInstance, platform: Platform) {
  defineRoute(app, platform, calls.handoverCode, {
    value: v.object({ code: v.string(), expiresInSeconds: v.number() }),
    handler: async ({ session }): Promise<HandoverCodeValue> => {
      await takeLimit(platform, 'handoverCodesPerSession', session.tokenHash);
      return makeHandoverCode(platform, session);
    },
  });

  defineRoute(app, platform, calls.handoverLogin, {
    body: v.object({
      code: v.pipe(v.string('errors.badInput'), v.regex(handoverCodePattern, 'errors.badInput')),
    }),
    value: loginValueSchema,
    handler: async ({ body, request }) => {
      const source = await spendHandoverCode(platform, body.code);
      const account = source && (await findAccountById(platform.db, source.accountId));
      if (!source || !account) throw new ApiError('HANDOVER_INVALID');
      return startSession(platform, account, loginContextOf(request, 'handover'), {
        notAfter: source.expiresAt,
      });
    },
  });
}
