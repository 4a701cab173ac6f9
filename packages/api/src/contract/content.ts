/**
 * Site content the portal shows to everyone: announcements, banners, notices and promotions. HTML
 * fields are sanitised by the platform (p, br, strong, em, ul, ol, li, h3, h4 and https links only);
 * a client sanitises them again before rendering.
 */

/** Announcement types of `MCSFE_getListAnnouncements` (the spec asks for 'B,PL,PU,PR,H'). */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** Who sees an announcement popup: A logged in, B logged out, F logged in on the first login. */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];

/** The announcement list page size (spec section 9). */
export const announcementPageSize = 9;

/** `GET /wps/relay/MCSFE_getListAnnouncements` query. */
export interface AnnouncementsQuery {
  /** A comma list of announcement types, e.g. 'B,PL,PU,PR,H'. */
  types: string;
  platform: 'W';
  /** One audience, or a comma list of them ('A,F' on a member's first login). */
  execution?: string;
  language?: string;
  /** From 1; defaults to 1. */
  pageNo?: number;
  /** Defaults to 9, at most 50. */
  pageSize?: number;
}

export interface Announcement {
  id: number;
  title: string;
  /** Epoch milliseconds. */
  startDate: number;
  /** Sanitised HTML. */
  content: string;
  execution: AnnouncementExecution;
  promotionType: AnnouncementType;
}

/** One page of a list. */
export interface PageValue<T> {
  list: T[];
  totalPages: number;
  pageNo: number;
}

export type AnnouncementsValue = PageValue<Announcement>;

/** Banner groups (spec section 3). */
export const bannerGroups = ['w_login', 'w_register', 'w_leftmenu', 'w_home', 'w_forget'] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** What a click on a banner does: nothing, open a URL, open a promotion (its id) or start a game (its code). */
export const bannerLinkageTypes = ['NONE', 'URL', 'PROMOTION', 'GAME'] as const;
export type BannerLinkageType = (typeof bannerLinkageTypes)[number];

/** `GET /wps/relay/MCSFE_getBanners?groupName=&language=`: a list of banners. */
export interface Banner {
  id: number;
  /** The image, served by the platform (an SVG). */
  url: string;
  title: string;
  linkageType: BannerLinkageType;
  /** The URL, promotion id or game code; '' when the banner is not clickable. */
  linkage: string;
}

/** Notice kinds of `GET /wps/relay/MCSFE_getNotices?type=`. */
export const noticeTypes = ['banner', 'player', 'popup', 'promotion'] as const;
export type NoticeType = (typeof noticeTypes)[number];

export interface Notice {
  id: number;
  title: string;
  /** Sanitised HTML, when the notice has more than its title. */
  content?: string;
}

/** `GET /wps/relay/MCSFE_getPromotions?language=&category=`. */
export interface PromotionCategory {
  code: string;
  name: string;
}

export interface Promotion {
  id: number;
  category: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  /** The image, served by the platform (an SVG). */
  imageUrl: string;
  /** Epoch milliseconds. */
  startDate: number;
  /** Epoch milliseconds; null when the promotion runs until further notice. */
  endDate: number | null;
}

export interface PromotionsValue {
  categories: PromotionCategory[];
  list: Promotion[];
}

/** The promotion category whose running promotions enable the referral entry (spec section 6). */
export const referralPromotionCategory = 'REFERRAL';
