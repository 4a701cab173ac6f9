import {
  calls,
  announcementExecutions,
  announcementPageSize,
  announcementTypes,
  bannerGroups,
  noticeTypes,
  type Announcement,
  type AnnouncementsValue,
  type Banner,
  type Notice,
  type PromotionsValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { announcementsPage } from '../content/announcements';
import { bannersOf } from '../content/banners';
import { languageFor } from '../content/languageFor';
import { noticesOf } from '../content/notices';
import { listPromotions } from '../content/promotions';
import type { Platform } from '../context';
import { defineRoute } from '../http/defineRoute';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { bounded, languageQuery, wholeQuery } from './routeSchemas';

/** A comma list of known codes, at least one ('B,PL,PU,PR,H' for types, 'A,F' for executions). */
const codeList = (known: readonly string[]) =>
  v.pipe(
    v.string(),
    bounded(64),
    v.transform((list: string) => [...new Set(list.split(',').map((code) => code.trim()))]),
    v.check((codes) => codes.length > 0 && codes.every((code) => known.includes(code)), 'errors.badInput'),
  );
const typeList = codeList(announcementTypes);

export const bannerImageUrl = (id: number) => `/wps/media/banner/${id}.svg`;
export const promotionImageUrl = (id: number) => `/wps/media/promotion/${id}.svg`;

/** The site's content calls, open to every visitor: announcements, banners, notices and promotions. */
export function contentRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.announcements, {
    query: v.object({
      types: v.optional(typeList, announcementTypes.join(',')),
      platform: v.optional(v.literal('W'), 'W'),
      // A member's first login asks its audiences together: 'A,F'.
      execution: v.optional(codeList(announcementExecutions)),
      language: languageQuery,
      pageNo: v.optional(wholeQuery(1, 10_000), '1'),
      pageSize: v.optional(wholeQuery(1, 50), String(announcementPageSize)),
    }),
    handler: async ({ query }): Promise<AnnouncementsValue> => {
      const lang = await languageFor(db, query.language);
      const { rows, total } = await announcementsPage(db, {
        lang,
        platform: query.platform,
        types: query.types,
        execution: query.execution,
        now: platform.now(),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return {
        list: rows.map((row): Announcement => ({
          id: row.id,
          title: row.title,
          startDate: row.startsAt.getTime(),
          content: row.content,
          execution: row.execution as Announcement['execution'],
          promotionType: row.type as Announcement['promotionType'],
        })),
        totalPages: Math.ceil(total / query.pageSize),
        pageNo: query.pageNo,
      };
    },
  });

  defineRoute(app, platform, calls.banners, {
    query: v.object({ groupName: v.picklist(bannerGroups), language: languageQuery }),
    handler: async ({ query }): Promise<Banner[]> => {
      const lang = await languageFor(db, query.language);
      const rows = await bannersOf(db, query.groupName);
      return rows.map((row) => ({
        id: row.id,
        url: bannerImageUrl(row.id),
        title: pick({ en: row.titleEn, ar: row.titleAr }, lang),
        linkageType: row.linkageType as Banner['linkageType'],
        linkage: row.linkage,
      }));
    },
  });

  defineRoute(app, platform, calls.notices, {
    query: v.object({ type: v.picklist(noticeTypes), language: languageQuery }),
    handler: async ({ query }): Promise<Notice[]> => {
      const lang = await languageFor(db, query.language);
      const rows = await noticesOf(db, query.type, lang);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        ...(row.content ? { content: row.content } : {}),
      }));
    },
  });

  defineRoute(app, platform, calls.promotions, {
    query: v.object({
      language: languageQuery,
      category: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_]{1,32}$/, 'errors.badInput'))),
    }),
    handler: async ({ query }): Promise<PromotionsValue> => {
      const lang = await languageFor(db, query.language);
      const [categories, rows] = await Promise.all([
        readSetting(db, 'promotionCategories'),
        listPromotions(db, { lang, now: platform.now(), category: query.category?.toUpperCase() }),
      ]);
      const order = new Map(categories.map((category, index) => [category.code, index]));
      return {
        categories: categories.map((category) => ({ code: category.code, name: pick(category.name, lang) })),
        list: rows
          .toSorted((a, b) => (order.get(a.category) ?? 99) - (order.get(b.category) ?? 99))
          .map((row) => ({
            id: row.id,
            category: row.category,
            title: row.title,
            summary: row.summary,
            content: row.content,
            imageUrl: promotionImageUrl(row.id),
            startDate: row.startsAt.getTime(),
            endDate: row.endsAt ? row.endsAt.getTime() : null,
          })),
      };
    },
  });
}
