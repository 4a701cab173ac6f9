import type { CarouselEffect } from '../Carousel';

/** Pure helpers of the banner strip: where a banner group sits and which banners can be pressed. No DOM. */

/** What a press on a banner does: nothing, open a URL, open a promotion or start a game. */
export const bannerLinkageTypes = ['NONE', 'URL', 'PROMOTION', 'GAME'] as const;
export type BannerLinkageType = (typeof bannerLinkageTypes)[number];

/** One banner of a group (`MCSFE_getBanners`). */
export interface BannerItem {
  id: number | string;
  /** The banner art. */
  url: string;
  /** What the banner shows or offers; its text alternative. */
  title: string;
  linkageType: BannerLinkageType;
  /** The URL, promotion id or game code; '' when the banner is not clickable. */
  linkage: string;
}

/** Where a banner group sits: a dialog (login, register, forgot), the side menu, or a page (home). */
export const bannerPlacements = ['page', 'modal', 'menu'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

/** The width-to-height ratio of each placement, as CSS `aspect-ratio`. */
export const bannerAspectRatios: Record<BannerPlacement, string> = {
  page: '3 / 1',
  modal: '5 / 2',
  menu: '2 / 1',
};

/**
 * How several banners of a placement take turns: the page's wide frame has room for the coverflow's
 * peeking neighbours; a dialog's or the side menu's narrow frame shows one banner at full width.
 */
export const bannerCarouselEffects: Record<BannerPlacement, CarouselEffect> = {
  page: 'coverflow',
  modal: 'slide',
  menu: 'slide',
};

/** A banner is pressable when it links somewhere (its `linkageType` is not NONE). */
export const isClickableBanner = (banner: Pick<BannerItem, 'linkageType'>): boolean =>
  banner.linkageType !== 'NONE';
