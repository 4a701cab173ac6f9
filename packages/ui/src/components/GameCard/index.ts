export { GameCard, gameCardHeadingLevels, type GameCardProps } from './GameCard';
export { GameArt, type GameArtProps } from './GameArt';
export { cardStyleOf, cardStyleCount, type CardStyle } from './cardStyleOf';
export { hasFreeTrial, type FreeTrialFields } from './hasFreeTrial';
export {
  useLazyImage,
  lazyImageThreshold,
  type LazyImage,
  type LazyImageOptions,
  type LazyImageStatus,
} from './useLazyImage';
