import { paths } from '@portal/api';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Platform } from '../context';
import { outbox } from '../db/schema';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { sandboxCaptchaAnswer } from '../verification/captchas';
import { sandboxSliderSolution } from '../verification/sliders';
import { bounded } from './routeSchemas';

/** Sandbox-only routes: what testers (and end-to-end tests) need to drive the real flows. */
export function sandboxRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.sandboxOutbox,
    summary: 'Sandbox only: the newest SMS and e-mail messages, optionally for one recipient',
    tags: ['sandbox'],
    sandboxOnly: true,
    query: v.object({
      recipient: v.optional(v.pipe(v.string(), bounded(254))),
      channel: v.optional(v.picklist(['sms', 'email'])),
      limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.maxValue(100)), '20'),
    }),
    handler: async ({ query }) => {
      const rows = await db
        .select()
        .from(outbox)
        .where(
          and(
            query.recipient ? eq(outbox.recipient, query.recipient) : undefined,
            query.channel ? eq(outbox.channel, query.channel) : undefined,
          ),
        )
        .orderBy(desc(outbox.id))
        .limit(query.limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.sandboxCaptcha,
    summary: 'Sandbox only: the answer of an unused captcha',
    tags: ['sandbox'],
    sandboxOnly: true,
    query: v.object({ key: v.pipe(v.string(), v.minLength(1), bounded(64)) }),
    handler: async ({ query }) => {
      const answer = await sandboxCaptchaAnswer(platform, query.key);
      if (!answer) throw new ApiError('NOT_FOUND');
      return { answer };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.sandboxSlider,
    summary: "Sandbox only: where a slider puzzle's gap is",
    tags: ['sandbox'],
    sandboxOnly: true,
    query: v.object({ id: v.pipe(v.string(), v.minLength(1), bounded(64)) }),
    handler: async ({ query }) => {
      const solution = await sandboxSliderSolution(platform, query.id);
      if (!solution) throw new ApiError('NOT_FOUND');
      return solution;
    },
  });
}
