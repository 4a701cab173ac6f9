import { calls } from '@portal/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findBanner } from '../content/banners';
import { bannerSizeOf, drawBanner } from '../content/drawBanner';
import { drawModelAvatar } from '../content/drawModelAvatar';
import { promotionTranslations } from '../content/promotions';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { readSetting } from '../system/siteSettings';

/** The id of `<id>.svg` (a positive 32-bit integer), or a 404. */
function numericFile(request: FastifyRequest): number {
  const file = (request.params as { file?: unknown }).file;
  const match = typeof file === 'string' ? /^([1-9]\d{0,8})\.svg$/.exec(file) : null;
  if (!match) throw new ApiError('NOT_FOUND');
  return Number(match[1]);
}

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);

/** The images of the site's content, drawn by the platform (no external image host). */
export function mediaRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.mediaBanner, {
    handler: async ({ request, reply }) => {
      const row = await findBanner(db, numericFile(request));
      if (!row) throw new ApiError('NOT_FOUND');
      // Drawn in the shape of the frame its group is shown in, so the portal never crops the titles.
      const size = bannerSizeOf(row.groupName);
      return sendSvg(
        reply,
        drawBanner({ seed: row.id, titleEn: row.titleEn, titleAr: row.titleAr, ...size }),
      );
    },
  });

  defineRoute(app, platform, calls.mediaPromotion, {
    handler: async ({ request, reply }) => {
      const id = numericFile(request);
      const rows = await promotionTranslations(db, id);
      if (rows.length === 0) throw new ApiError('NOT_FOUND');
      const title = (lang: string) => rows.find((row) => row.lang === lang)?.title ?? rows[0]?.title ?? '';
      return sendSvg(
        reply,
        drawBanner({ seed: id + 2, titleEn: title('en'), titleAr: title('ar'), width: 800, height: 400 }),
      );
    },
  });

  defineRoute(app, platform, calls.mediaModel, {
    handler: async ({ request, reply }) => {
      const file = (request.params as { file?: unknown }).file;
      const modelId = typeof file === 'string' ? /^([a-z0-9_-]{1,32})\.svg$/.exec(file)?.[1] : undefined;
      const model = modelId
        ? (await readSetting(db, 'liveModels')).find((entry) => entry.modelId === modelId)
        : undefined;
      if (!model) throw new ApiError('NOT_FOUND');
      return sendSvg(reply, drawModelAvatar(model.palette));
    },
  });
}
