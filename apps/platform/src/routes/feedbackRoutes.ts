import { calls, type FeedbackSettingsValue, type FeedbackValue } from '@portal/api';
import { feedbackImageCountMessage, feedbackLimits, feedbackSchema } from '@portal/forms/rules';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { decodeFeedbackImage, feedbackImageUrl } from '../content/decodeFeedbackImage';
import { storeFeedback } from '../content/storeFeedback';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { defineRoute, memberOf } from '../http/defineRoute';
import { takeLimit } from '../limits/takeLimit';
import { readSetting } from '../system/siteSettings';
import { storableText } from './routeSchemas';
import { limitAddressOf } from '../http/visitor';

/** Three images at their largest and the text: about 21 MB. */
const feedbackBodyLimit = 21 * 1024 * 1024;

/** The body's shape; the content's bounds come from the site's settings and are checked in the handler. */
const feedbackShape = v.object({
  content: v.optional(storableText(20_000), ''),
  images: v.optional(
    v.pipe(v.array(feedbackImageUrl), v.maxLength(feedbackLimits.maxImages, feedbackImageCountMessage())),
  ),
  contact: v.optional(v.pipe(storableText(200), v.trim())),
  category: v.optional(v.pipe(storableText(32), v.trim())),
});

/** Feedback from anyone (spec sections 5 and 6): stored with its images, a few an hour per address. */
export function feedbackRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.feedbackSettings, {
    handler: async (): Promise<FeedbackSettingsValue> => {
      const settings = await readSetting(db, 'feedback');
      return {
        contentMinLength: settings.contentMinLength,
        contentMaxLength: settings.contentMaxLength,
        maxImages: feedbackLimits.maxImages,
        maxImageBytes: feedbackLimits.maxImageBytes,
        imageTypes: [...feedbackLimits.imageTypes],
        contactMaxLength: settings.contactMaxLength,
      };
    },
  });

  defineRoute(app, platform, calls.feedback, {
    body: feedbackShape,
    bodyLimit: feedbackBodyLimit,
    handler: async ({ body, request }): Promise<FeedbackValue> => {
      const settings = await readSetting(db, 'feedback');
      const text = parseInput(
        feedbackSchema({ min: settings.contentMinLength, max: settings.contentMaxLength }),
        { content: body.content, category: body.category },
      );
      const contact = body.contact ? body.contact : undefined;
      if (contact && [...contact].length > settings.contactMaxLength) throw new ApiError('BAD_INPUT');
      const images = (body.images ?? []).map(decodeFeedbackImage);
      const member = await memberOf(platform, request);
      await takeLimit(platform, 'feedbackPerAddress', limitAddressOf(request), settings.perAddressPerHour);
      return storeFeedback(db, {
        accountId: member?.account.id ?? null,
        ip: request.ip,
        category: text.category || null,
        content: text.content,
        contact: contact ?? null,
        createdAt: new Date(platform.now()),
        images,
      });
    },
  });
}
