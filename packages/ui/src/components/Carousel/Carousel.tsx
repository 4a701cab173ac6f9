import { forwardRef, useState, type FocusEvent, type HTMLAttributes } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { inlineVars } from '../../utils/inlineVars';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';
import type { CarouselSlide } from './Carousel.types';
import { carouselClass, type CarouselEffect } from './carouselClass';
import { CarouselArrows, CarouselDots, CarouselPauseButton, CarouselSlideView } from './CarouselParts';
import { hasNavigation, slideMotion, slideOffset, slidePosition } from './carouselIndex';
import { useAutoplay } from './useAutoplay';
import { useCarouselIndex } from './useCarouselIndex';
import { usePrefersReducedMotion } from '../../utils/usePrefersReducedMotion';

export { carouselEffects, type CarouselEffect } from './carouselClass';
export type { CarouselSlide } from './Carousel.types';

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> {
  slides: readonly CarouselSlide[];
  /** How the slides change: `coverflow` (default, for a page) or `slide` (one at a time, for narrow frames). */
  effect?: CarouselEffect;
  /** Advance on its own (paused on hover, on focus, by the pause button and under reduced motion). */
  autoplay?: boolean;
  /** Milliseconds each slide stays before autoplay advances (spec: 5000). */
  interval?: number;
  /** Length of the slide transition in milliseconds (spec: 1000). */
  transitionMs?: number;
  /** The slide shown first. */
  defaultIndex?: number;
  /** Called with the new index whenever the current slide changes. */
  onIndexChange?: (index: number) => void;
  /** The banners' width-to-height ratio, as CSS `aspect-ratio`. */
  aspectRatio?: string;
  /** Names the carousel region; defaults to "Banners". */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
}

/** The banner carousel: coverflow or plain slides, previous/next, dots and a pause button (WCAG 2.2.2). */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  {
    slides,
    effect = 'coverflow',
    autoplay = true,
    interval = 5000,
    transitionMs = 1000,
    defaultIndex = 0,
    onIndexChange,
    aspectRatio = '3 / 1',
    label,
    previousLabel,
    nextLabel,
    pauseLabel,
    playLabel,
    className,
    style,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const { t } = useUiTranslation();
  const count = slides.length;
  const navigable = hasNavigation(count);
  const reducedMotion = usePrefersReducedMotion();
  const { index, move, goTo, step } = useCarouselIndex(count, defaultIndex, onIndexChange);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const canAutoplay = autoplay && navigable && !reducedMotion;
  const rotating = canAutoplay && !userPaused && !hovered && !focusWithin;
  useAutoplay({ running: rotating, interval, restartKey: index, onAdvance: () => step(1) });

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  if (count === 0) return null;

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label ?? t('carousel.label')}
      className={cx(carouselClass({ effect }), className)}
      style={inlineVars(
        { [styles.transitionVar]: `${transitionMs}ms`, [styles.aspectRatioVar]: aspectRatio },
        style,
      )}
      data-state={rotating ? 'playing' : 'paused'}
      data-effect={effect}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocusWithin(true);
      }}
      onBlur={handleBlur}
      {...rest}
    >
      <div className={styles.stage}>
        {/* Announce slide changes the user makes, never the automatic ones. */}
        <div className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <CarouselSlideView
              key={slide.id}
              slide={slide}
              label={t('carousel.slide', { index: i + 1, count })}
              position={slidePosition(slideOffset(i, index, count))}
              motion={effect === 'slide' ? slideMotion(i, index, move) : undefined}
              single={!navigable}
            />
          ))}
        </div>
        {navigable ? (
          <CarouselArrows
            previousLabel={previousLabel ?? t('carousel.previous')}
            nextLabel={nextLabel ?? t('carousel.next')}
            onStep={step}
            compact={effect === 'slide'}
          />
        ) : null}
      </div>
      {navigable ? (
        <div className={styles.footer}>
          <CarouselDots count={count} current={index} onSelect={goTo} />
          {canAutoplay ? (
            <CarouselPauseButton
              paused={userPaused}
              label={userPaused ? (playLabel ?? t('carousel.play')) : (pauseLabel ?? t('carousel.pause'))}
              onToggle={() => setUserPaused((paused) => !paused)}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
});
