import { calls } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { outboxMessages } from '../system/outboxMessages';
import { bounded } from './routeSchemas';

/** Sandbox-only routes: what testers (and end-to-end tests) need to drive the real flows. */
export function sandboxRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.sandboxOutbox, {
    query: v.object({
      recipient: v.optional(v.pipe(v.string(), bounded(254))),
      channel: v.optional(v.picklist(['sms', 'email'])),
      limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.maxValue(100)), '20'),
    }),
    handler: async ({ query }) => {
      const rows = await outboxMessages(db, query);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  });

  defineRoute(app, platform, calls.sandboxCaptcha, {
    query: v.object({ key: v.pipe(v.string(), v.minLength(1), bounded(64)) }),
    handler: async ({ query }) => {
      const answer = await platform.captcha.sandbox?.captchaAnswer(query.key);
      if (!answer) throw new ApiError('NOT_FOUND');
      return { answer };
    },
  });

  defineRoute(app, platform, calls.sandboxSlider, {
    query: v.object({ id: v.pipe(v.string(), v.minLength(1), bounded(64)) }),
    handler: async ({ query }) => {
      const solution = await platform.captcha.sandbox?.sliderSolution(query.id);
      if (!solution) throw new ApiError('NOT_FOUND');
      return solution;
    },
  });
}
