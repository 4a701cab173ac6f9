export { ConsentBanner, consentBannerHeadingLevels, type ConsentBannerProps } from './ConsentBanner';
