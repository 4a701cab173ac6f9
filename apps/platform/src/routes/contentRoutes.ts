import {
  announcementExecutions,
  announcementPageSize,
  announcementTypes,
  bannerGroups,
  noticeTypes,
  paths,
  type Announcement,
  type AnnouncementsValue,
  type Banner,
  type Notice,
  type PromotionsValue,
} from '@portal/api';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { languageFor } from '../content/languageFor';
import type { Platform } from '../context';
import { announcements, banners, notices, promotions } from '../db/schema';
import { defineRoute } from '../http/defineRoute';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';
import { languageQuery, wholeQuery } from './contentQueries';
import { bounded } from './routeSchemas';

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

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.announcements,
    summary: 'Published announcements of the asked types, newest first, 9 a page (content is sanitised HTML)',
    tags: ['content'],
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
      const where = and(
        eq(announcements.lang, lang),
        eq(announcements.platform, query.platform),
        inArray(announcements.type, query.types),
        lte(announcements.startsAt, new Date(platform.now())),
        query.execution ? inArray(announcements.execution, query.execution) : undefined,
      );
      const [total] = await db.select({ total: count() }).from(announcements).where(where);
      const rows = await db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.startsAt), desc(announcements.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return {
        list: rows.map((row): Announcement => ({
          id: row.id,
          title: row.title,
          startDate: row.startsAt.getTime(),
          content: row.content,
          execution: row.execution as Announcement['execution'],
          promotionType: row.type as Announcement['promotionType'],
        })),
        totalPages: Math.ceil((total?.total ?? 0) / query.pageSize),
        pageNo: query.pageNo,
      };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.banners,
    summary: 'The banners of a group (w_login, w_register, w_leftmenu, w_home, w_forget), images served here',
    tags: ['content'],
    query: v.object({ groupName: v.picklist(bannerGroups), language: languageQuery }),
    handler: async ({ query }): Promise<Banner[]> => {
      const lang = await languageFor(db, query.language);
      const rows = await db
        .select()
        .from(banners)
        .where(eq(banners.groupName, query.groupName))
        .orderBy(asc(banners.sort), asc(banners.id));
      return rows.map((row) => ({
        id: row.id,
        url: bannerImageUrl(row.id),
        title: pick({ en: row.titleEn, ar: row.titleAr }, lang),
        linkageType: row.linkageType as Banner['linkageType'],
        linkage: row.linkage,
      }));
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.notices,
    summary: 'Notices of a kind: banner (the marquee), player, popup or promotion',
    tags: ['content'],
    query: v.object({ type: v.picklist(noticeTypes), language: languageQuery }),
    handler: async ({ query }): Promise<Notice[]> => {
      const lang = await languageFor(db, query.language);
      const rows = await db
        .select()
        .from(notices)
        .where(and(eq(notices.type, query.type), eq(notices.lang, lang)))
        .orderBy(asc(notices.sort), asc(notices.id));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        ...(row.content ? { content: row.content } : {}),
      }));
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.promotions,
    summary: 'The promotion categories and the running promotions, optionally of one category',
    tags: ['content'],
    query: v.object({
      language: languageQuery,
      category: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_]{1,32}$/, 'errors.badInput'))),
    }),
    handler: async ({ query }): Promise<PromotionsValue> => {
      const lang = await languageFor(db, query.language);
      const now = new Date(platform.now());
      const [categories, rows] = await Promise.all([
        readSetting(db, 'promotionCategories'),
        db
          .select()
          .from(promotions)
          .where(
            and(
              eq(promotions.lang, lang),
              lte(promotions.startsAt, now),
              or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
              query.category ? eq(promotions.category, query.category.toUpperCase()) : undefined,
            ),
          )
          .orderBy(asc(promotions.sort), asc(promotions.id)),
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
