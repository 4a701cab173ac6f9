import { Clock as ClockIcon } from 'lucide-react';
import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { cx } from '../../utils/cx';
import * as styles from './Clock.css';
import {
  browserOffsetMinutes,
  formatClockTime,
  formatDateTimeAttribute,
  formatOffset,
  msToNextSecond,
} from './clockFormat';

export interface ClockProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The time source; the system clock by default. Stories and tests pass a fixed one. */
  now?: () => Date;
  /** Stop ticking and keep showing the time read at mount. */
  paused?: boolean;
  /** Names the clock for assistive technology; defaults to "Current time". */
  label?: string;
}

const systemNow = () => new Date();

/**
 * The agent centre's clock: the browser's GMT offset and the live local time, ticking on each second.
 * Deliberately not a live region: announcing every second would drown out everything else.
 */
export const Clock = forwardRef<HTMLDivElement, ClockProps>(function Clock(
  { now = systemNow, paused = false, label, className, ...rest },
  ref,
) {
  const { t } = useUiTranslation();
  const [date, setDate] = useState(now);

  useEffect(() => {
    if (paused) return undefined;
    let timer: number;
    // Re-aim at the next second boundary on every tick, so drift never shows a second twice.
    const schedule = (from: Date) => {
      timer = window.setTimeout(() => {
        const next = now();
        setDate(next);
        schedule(next);
      }, msToNextSecond(from));
    };
    schedule(now());
    return () => window.clearTimeout(timer);
  }, [now, paused]);

  return (
    <div
      ref={ref}
      role="group"
      aria-label={label ?? t('clock.label')}
      className={cx(styles.root, className)}
      data-slot="clock"
      {...rest}
    >
      <span aria-hidden className={styles.icon}>
        <ClockIcon size={16} />
      </span>
      <span dir="ltr" className={styles.offset}>
        {t('clock.offset', { offset: formatOffset(browserOffsetMinutes(date)) })}
      </span>
      <span aria-hidden className={styles.divider} />
      <time dir="ltr" dateTime={formatDateTimeAttribute(date)} className={styles.time}>
        {formatClockTime(date)}
      </time>
    </div>
  );
});
