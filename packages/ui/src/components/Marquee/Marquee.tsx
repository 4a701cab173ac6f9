import { Megaphone, Pause, Play } from 'lucide-react';
import { forwardRef, useRef, useState, type HTMLAttributes } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../Button';
import { usePrefersReducedMotion } from '../../utils/usePrefersReducedMotion';
import * as styles from './Marquee.css';
import { marqueeDuration } from './marqueeDuration';

export interface MarqueeNotice {
  id: string | number;
  title: string;
}

export interface MarqueeProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> {
  notices: readonly MarqueeNotice[];
  /** Called with a notice's id when it is pressed (to open the notice's detail). */
  onSelect?: (id: MarqueeNotice['id']) => void;
  /** Start paused (the pause button then offers "play"). */
  defaultPaused?: boolean;
  /** Seconds for one full loop; by default it follows the text length for a steady reading speed. */
  duration?: number;
  /** Names the region; defaults to "Notices". */
  label?: string;
  pauseLabel?: string;
  playLabel?: string;
}

/**
 * The home page's notice ticker. It scrolls in the reading direction, stops on hover, on focus and by
 * its pause button, and under reduced motion becomes a still, scrollable row.
 */
export const Marquee = forwardRef<HTMLElement, MarqueeProps>(function Marquee(
  { notices, onSelect, defaultPaused = false, duration, label, pauseLabel, playLabel, className, ...rest },
  ref,
) {
  const { t } = useUiTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(defaultPaused);
  const track = useRef<HTMLDivElement>(null);
  // Only a keyboard user reaching the line needs this, so it loads then, not with the home page.
  const reveal = (notice: HTMLElement) =>
    void import('./revealNotice').then((module) => module.revealNotice(track.current, notice));
  if (notices.length === 0) return null;

  const seconds = duration ?? marqueeDuration(notices.map((notice) => notice.title));
  const copy = (hidden: boolean) => (
    // The twin is on screen half of each loop, so a pointer can press its notices too.
    <ul className={styles.list} aria-hidden={hidden || undefined}>
      {notices.map((notice) => (
        <li key={notice.id} className={styles.item}>
          <button
            type="button"
            className={cx(styles.notice, focusRing)}
            tabIndex={hidden ? -1 : undefined}
            onClick={() => onSelect?.(notice.id)}
            onFocus={hidden ? undefined : (event) => reveal(event.currentTarget)}
          >
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      ref={ref}
      aria-label={label ?? t('marquee.label')}
      className={cx(styles.root, className)}
      data-state={paused || reducedMotion ? 'paused' : 'running'}
      data-motion={reducedMotion ? 'reduced' : undefined}
      {...rest}
    >
      <span aria-hidden className={styles.icon}>
        <Megaphone size={16} />
      </span>
      <div className={styles.viewport}>
        <div ref={track} className={styles.track} style={{ animationDuration: `${seconds}s` }}>
          {copy(false)}
          {/* The twin only exists to close the loop: unseen by assistive technology and out of the Tab order. */}
          {reducedMotion ? null : copy(true)}
        </div>
      </div>
      {reducedMotion ? null : (
        <IconButton
          size="sm"
          className={styles.toggle}
          label={paused ? (playLabel ?? t('marquee.play')) : (pauseLabel ?? t('marquee.pause'))}
          icon={paused ? <Play size={16} /> : <Pause size={16} />}
          onClick={() => setPaused((value) => !value)}
        />
      )}
    </section>
  );
});
