export {
  Carousel,
  carouselEffects,
  type CarouselEffect,
  type CarouselProps,
  type CarouselSlide,
} from './Carousel';
export { CarouselPlaceholder, type CarouselPlaceholderProps } from './CarouselPlaceholder';
