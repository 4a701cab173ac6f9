import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../Button';
import type { CarouselSlide } from './Carousel.types';
import * as styles from './Carousel.css';
import type { SlideMotion, SlidePosition } from './carouselIndex';

/** One slide: only the current one is exposed and reachable; the others are inert scenery. */
export function CarouselSlideView({
  slide,
  label,
  position,
  motion,
  single,
}: {
  slide: CarouselSlide;
  label: string;
  position: SlidePosition;
  /** Only for the `slide` effect: whether this slide is coming in or going out, and which way. */
  motion?: SlideMotion;
  single: boolean;
}) {
  const isCurrent = position === 'current';
  const art = <img className={styles.image} src={slide.image} alt={slide.alt} draggable={false} />;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={isCurrent ? undefined : true}
      inert={!isCurrent}
      className={styles.slide}
      data-position={position}
      data-motion={motion}
      data-single={single ? 'true' : undefined}
    >
      {slide.onSelect ? (
        <button
          type="button"
          className={styles.slideButton}
          tabIndex={isCurrent ? undefined : -1}
          onClick={slide.onSelect}
        >
          {art}
        </button>
      ) : (
        art
      )}
    </div>
  );
}

/** Previous and next, on the banner's start and end edges; the chevrons mirror right to left. */
export function CarouselArrows({
  previousLabel,
  nextLabel,
  onStep,
  compact = false,
}: {
  previousLabel: string;
  nextLabel: string;
  onStep: (delta: number) => void;
  /** Smaller chevrons, for the small buttons inside a plain slide's edges. */
  compact?: boolean;
}) {
  const iconSize = compact ? 16 : 22;
  return (
    <>
      <button
        type="button"
        className={cx(styles.arrow, styles.arrowPrevious, focusRing)}
        aria-label={previousLabel}
        title={previousLabel}
        onClick={() => onStep(-1)}
      >
        <span aria-hidden className={styles.chevron}>
          <ChevronLeft size={iconSize} />
        </span>
      </button>
      <button
        type="button"
        className={cx(styles.arrow, styles.arrowNext, focusRing)}
        aria-label={nextLabel}
        title={nextLabel}
        onClick={() => onStep(1)}
      >
        <span aria-hidden className={styles.chevron}>
          <ChevronRight size={iconSize} />
        </span>
      </button>
    </>
  );
}

/** One dot per slide; the current one is marked with `aria-current`. */
export function CarouselDots({
  count,
  current,
  onSelect,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={cx(styles.dot, focusRing)}
          aria-label={t('carousel.goTo', { index: i + 1 })}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}

/** Stops and restarts autoplay (WCAG 2.2.2); its name says what a press will do. */
export function CarouselPauseButton({
  paused,
  label,
  onToggle,
}: {
  paused: boolean;
  label: string;
  onToggle: () => void;
}) {
  return (
    <IconButton
      size="sm"
      className={styles.pause}
      label={label}
      icon={paused ? <Play size={16} /> : <Pause size={16} />}
      onClick={onToggle}
    />
  );
}
