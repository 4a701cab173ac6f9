import { Gauge, Snail, Zap, type LucideIcon } from 'lucide-react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner';
import * as styles from './SpeedSelector.css';
import { barPercentOf, hasFailed, speedOf, type DomainLine, type SpeedType } from './speedOf';

const icons: Record<SpeedType, LucideIcon> = { fast: Zap, normal: Gauge, slow: Snail };

export interface SpeedLineProps {
  line: DomainLine;
  checked: boolean;
  /** Whether Tab stops here: the chosen line, or the first one when none is chosen. */
  tabbable: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  lineRef: Ref<HTMLDivElement>;
}

/** One domain line as a radio: the domain and a bar, the latency (or "Testing", "Timed out"), a badge. */
export function SpeedLine({ line, checked, tabbable, onSelect, onKeyDown, lineRef }: SpeedLineProps) {
  const { t } = useUiPanelTranslation();
  const id = useId();
  const { speed } = line;
  const type = speed === null ? undefined : speedOf(speed);
  const Icon = type ? icons[type] : undefined;

  return (
    <div
      ref={lineRef}
      role="radio"
      aria-checked={checked}
      tabIndex={tabbable ? 0 : -1}
      // Named by the domain alone (short to hear while arrowing); the speed is its description.
      aria-labelledby={`${id}-domain`}
      aria-describedby={`${id}-speed`}
      className={cx(styles.line, focusRing)}
      data-state={checked ? 'checked' : 'unchecked'}
      data-domain={line.domainName}
      data-speed={type ?? 'pending'}
      data-failed={speed !== null && hasFailed(speed) ? '' : undefined}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      <span aria-hidden className={styles.indicator} />
      <span className={styles.main}>
        <span id={`${id}-domain`} dir="ltr" className={styles.domain} title={line.domainName}>
          {line.domainName}
        </span>
        <span aria-hidden className={styles.track}>
          <span className={styles.fill} style={{ inlineSize: `${barPercentOf(speed)}%` }} />
        </span>
      </span>
      {speed === null || !type || !Icon ? (
        <span id={`${id}-speed`} className={styles.pending}>
          <Spinner size="sm" decorative />
          {t('speedSelector.testing')}
        </span>
      ) : (
        <span id={`${id}-speed`} className={styles.speedCells}>
          <span className={styles.latency}>
            {hasFailed(speed)
              ? t('speedSelector.timedOut')
              : t('speedSelector.latency', { ms: Math.round(speed) })}
          </span>{' '}
          <span className={styles.badge}>
            <Icon aria-hidden size={12} strokeWidth={2.5} />
            {t(`speedSelector.${type}`)}
          </span>
        </span>
      )}
    </div>
  );
}
