import { cx } from '../../utils/cx';
import { Carousel, CarouselPlaceholder, type CarouselSlide } from '../Carousel';
import * as styles from './BannerStrip.css';
import {
  bannerAspectRatios,
  bannerCarouselEffects,
  isClickableBanner,
  type BannerItem,
  type BannerPlacement,
} from './bannerItems';

export interface BannerStripProps {
  /** The banner group, in order; nothing renders when it is empty. */
  banners: readonly BannerItem[];
  /** Called with a pressed banner (only those whose `linkageType` is not NONE can be pressed). */
  onSelect?: (banner: BannerItem) => void;
  /**
   * Where the group sits, which sets the banners' shape (`page` 3:1, `modal` 5:2, `menu` 2:1) and how
   * several take turns (the coverflow on a page, one at a time sliding in a dialog or the menu).
   */
  placement?: BannerPlacement;
  /** With several banners, advance on its own (spec: every 5 s); true by default. */
  autoplay?: boolean;
  /** Names the carousel of several banners; "Banners" by default. */
  label?: string;
  /**
   * The group is still loading: with no banners yet, the strip keeps the room a carousel of them takes
   * (a quiet frame and the controls' row), so the page below does not jump when they arrive.
   */
  loading?: boolean;
  className?: string;
}

/**
 * A banner group (spec 3, `groupName`): one banner shows as its art, a button when it links somewhere;
 * several share the kit's Carousel. The host decides what a press does (open the URL, the promotion or
 * the game), so ui never routes.
 */
export function BannerStrip({
  banners,
  onSelect,
  placement = 'page',
  autoplay = true,
  label,
  loading = false,
  className,
}: BannerStripProps) {
  const pressable = (banner: BannerItem) => Boolean(onSelect) && isClickableBanner(banner);
  if (banners.length === 0) {
    return loading ? (
      <CarouselPlaceholder
        effect={bannerCarouselEffects[placement]}
        aspectRatio={bannerAspectRatios[placement]}
        className={cx(styles.carouselPlacement[placement], className)}
        data-slot="banner-strip"
        data-placement={placement}
      />
    ) : null;
  }

  if (banners.length > 1) {
    const slides: CarouselSlide[] = banners.map((banner) => ({
      id: String(banner.id),
      image: banner.url,
      alt: banner.title,
      onSelect: pressable(banner) ? () => onSelect?.(banner) : undefined,
    }));
    return (
      <Carousel
        slides={slides}
        effect={bannerCarouselEffects[placement]}
        autoplay={autoplay}
        aspectRatio={bannerAspectRatios[placement]}
        label={label}
        className={cx(styles.carouselPlacement[placement], className)}
        data-slot="banner-strip"
        data-placement={placement}
      />
    );
  }

  const banner = banners[0]!;
  const art = <img className={styles.image} src={banner.url} alt={banner.title} draggable={false} />;
  return (
    <div
      className={cx(styles.single, styles.placement[placement], className)}
      data-slot="banner-strip"
      data-placement={placement}
    >
      {pressable(banner) ? (
        <button type="button" className={styles.button} onClick={() => onSelect?.(banner)}>
          {art}
        </button>
      ) : (
        art
      )}
    </div>
  );
}
