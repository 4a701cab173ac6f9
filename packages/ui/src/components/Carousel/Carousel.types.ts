export interface CarouselSlide {
  id: string;
  /** The banner art's URL. */
  image: string;
  /** What the banner shows or offers, for screen readers. */
  alt: string;
  /** Makes the banner a button (the banner's `linkageType`), for example to open a promotion. */
  onSelect?: () => void;
}
