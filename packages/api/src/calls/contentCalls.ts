/** The content calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type {
  AnnouncementsQuery,
  AnnouncementsValue,
  Banner,
  Notice,
  PromotionsValue,
} from '../contract/content';
import { paths } from '../paths';

export const announcements = defineCall<AnnouncementsQuery & { language?: string }, AnnouncementsValue>()({
  name: 'announcements',
  method: 'GET',
  path: paths.announcements,
});

export const banners = defineCall<ApiQuery, Banner[]>()({
  name: 'banners',
  method: 'GET',
  path: paths.banners,
});

export const notices = defineCall<ApiQuery, Notice[]>()({
  name: 'notices',
  method: 'GET',
  path: paths.notices,
});

export const promotions = defineCall<ApiQuery, PromotionsValue>()({
  name: 'promotions',
  method: 'GET',
  path: paths.promotions,
});
