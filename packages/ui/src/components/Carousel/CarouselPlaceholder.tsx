import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { inlineVars } from '../../utils/inlineVars';
import * as styles from './Carousel.css';
import { carouselClass, type CarouselEffect } from './carouselClass';

export interface CarouselPlaceholderProps extends HTMLAttributes<HTMLDivElement> {
  effect?: CarouselEffect;
  /** The slides' shape, as the carousel will have it. */
  aspectRatio?: string;
}

/**
 * The room a carousel will take while its slides load: the frame (a quiet surface) and the row of its
 * controls, built from the carousel's own parts so the page does not move when the slides arrive.
 * Decorative: hidden from assistive technology.
 */
export function CarouselPlaceholder({
  effect = 'coverflow',
  aspectRatio = '3 / 1',
  className,
  style,
  ...rest
}: CarouselPlaceholderProps) {
  return (
    <div
      aria-hidden
      className={cx(carouselClass({ effect }), className)}
      style={inlineVars({ [styles.aspectRatioVar]: aspectRatio }, style)}
      data-effect={effect}
      data-state="loading"
      {...rest}
    >
      <div className={styles.stage}>
        <div className={styles.track}>
          <div className={styles.slide} data-position="current" />
        </div>
      </div>
      <div className={styles.footer} />
    </div>
  );
}
