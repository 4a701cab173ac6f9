export { BannerStrip, type BannerStripProps } from './BannerStrip';
export {
  bannerAspectRatios,
  bannerLinkageTypes,
  bannerPlacements,
  isClickableBanner,
  type BannerItem,
  type BannerLinkageType,
  type BannerPlacement,
} from './bannerItems';
