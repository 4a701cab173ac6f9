import { paths, type FeedbackSettingsValue, type FeedbackValue } from '@portal/api';
import {
  feedbackImageCountMessage,
  feedbackLimits,
  feedbackSchema,
  formatRuleMessage,
} from '@portal/forms/rules';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { decodeFeedbackImage } from '../content/decodeFeedbackImage';
import type { Platform } from '../context';
import { feedback, feedbackImages } from '../db/schema';
import { ApiError } from '../http/apiError';
import { parseInput } from '../http/badInput';
import { defineRoute, memberOf } from '../http/defineRoute';
import { readSetting } from '../system/siteSettings';
import { storableText } from './contentQueries';
import { limitAddressOf } from '../http/visitor';

const imageSizeMessage = formatRuleMessage('feedback.imageSize', {
  max: feedbackLimits.maxImageBytes / (1024 * 1024),
});
/** The longest data URL of an allowed image: the prefix and the base64 of 5 MB. */
const maxImageUrlLength = 'data:image/jpeg;base64,'.length + Math.ceil(feedbackLimits.maxImageBytes / 3) * 4;
/** Three images at their largest and the text: about 21 MB. */
const feedbackBodyLimit = 21 * 1024 * 1024;

/** The body's shape; the content's bounds come from the site's settings and are checked in the handler. */
const feedbackShape = v.object({
  content: v.optional(storableText(20_000), ''),
  images: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(formatRuleMessage('feedback.imageType')),
          v.maxLength(maxImageUrlLength, imageSizeMessage),
        ),
      ),
      v.maxLength(feedbackLimits.maxImages, feedbackImageCountMessage()),
    ),
  ),
  contact: v.optional(v.pipe(storableText(200), v.trim())),
  category: v.optional(v.pipe(storableText(32), v.trim())),
});

/** Feedback from anyone (spec sections 5 and 6): stored with its images, a few an hour per address. */
export function feedbackRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.feedbackSettings,
    summary: 'The bounds of a feedback: content length, images and contact',
    tags: ['feedback'],
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

  defineRoute(app, platform, {
    method: 'PUT',
    url: paths.feedback,
    summary: 'Sends a feedback: text, up to 3 PNG or JPEG images (base64 data URLs, 5 MB each), a contact',
    tags: ['feedback'],
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
      if (
        (await platform.store.increment(`feedback:${limitAddressOf(request)}`, 3_600_000)) >
        settings.perAddressPerHour
      ) {
        throw new ApiError('THROTTLED');
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({
            accountId: member?.account.id ?? null,
            ip: request.ip,
            category: text.category || null,
            content: text.content,
            contact: contact ?? null,
            createdAt: new Date(platform.now()),
          })
          .returning({ id: feedback.id });
        const id = (row as { id: number }).id;
        if (images.length) {
          await tx.insert(feedbackImages).values(
            images.map((image) => ({
              feedbackId: id,
              mimeType: image.mimeType,
              size: image.bytes.length,
              bytes: image.bytes,
            })),
          );
        }
        return { id };
      });
    },
  });
}
