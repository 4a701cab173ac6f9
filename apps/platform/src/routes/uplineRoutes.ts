import {
  calls,
  uplineNoteMaxLength,
  uplineTransferRefusals,
  type UplineTransferOptionsValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { refuseTrial } from '../accounts/refuseTrial';
import type { Platform } from '../context';
import { defineRoute } from '../http/defineRoute';
import { limitAddressOf } from '../http/visitor';
import { listUplineTransfers, transferToUpline, uplineTransferOptions } from '../upline/uplineTransfers';
import { bounded, storableText, wholeQuery } from './routeSchemas';

/** A transfer's reference (`payments/cashierReference.ts`): 'U' and 15 readable capitals or digits. */
const uplineReference = v.pipe(v.string('errors.badInput'), v.regex(/^U[A-Z2-9]{15}$/, 'errors.badInput'));

const limits = v.object({
  minMinor: v.number(),
  maxMinor: v.number(),
  dailyCount: v.number(),
  dailyMaxMinor: v.number(),
});

/**
 * Transfer to upline (spec 2.6 transferUpline): what the member may transfer, a transfer (idempotent, with
 * the payment password) and the member's transfers. Money moves in `upline/uplineTransfers.ts`, once.
 */
export function uplineRoutes(app: FastifyInstance, platform: Platform) {
  defineRoute(app, platform, calls.uplineTransferOptions, {
    value: v.object({
      allowed: v.boolean(),
      reason: v.optional(v.picklist(uplineTransferRefusals)),
      agent: v.optional(v.object({ name: v.string() })),
      currency: v.string(),
      limits,
      usedToday: v.object({ count: v.number(), amountMinor: v.number() }),
      paymentPasswordSet: v.boolean(),
      balanceMinor: v.number(),
    }),
    handler: ({ member: { account } }): Promise<UplineTransferOptionsValue> =>
      uplineTransferOptions(platform, account),
  });

  defineRoute(app, platform, calls.uplineTransfer, {
    body: v.object({
      // The site's limits are checked with the shared rule in `transferToUpline`.
      amountMinor: v.pipe(v.number('errors.badInput'), v.safeInteger('errors.badInput')),
      paymentPassword: v.pipe(v.string('errors.badInput'), bounded(64)),
      note: v.optional(storableText(uplineNoteMaxLength)),
    }),
    handler: async ({ body, request, reply, member, idempotencyKey }) => {
      const stored = await transferToUpline(platform, member.account, body, {
        idempotencyKey,
        ip: limitAddressOf(request),
      });
      return reply.status(stored.statusCode).send(stored.body);
    },
  });

  defineRoute(app, platform, calls.uplineTransfers, {
    query: v.object({
      before: v.optional(uplineReference),
      pageSize: v.optional(wholeQuery(1, 100), '20'),
    }),
    handler: ({ query, member: { account } }) => {
      refuseTrial(platform.config, account);
      return listUplineTransfers(platform.db, account.id, query);
    },
  });
}
