import { cx } from '@portal/ui';
import type { RecordTone } from './recordTone';
import * as styles from './records.css';

/** One figure of a record's totals. */
export interface RecordFigure {
  /** Unique among the figures. */
  key: string;
  /** What the figure is ("Stake"), as the member reads it. */
  label: string;
  /** The figure as shown ("1,250.00 USD"). */
  value: string;
  /** A signed figure's tone (the net): its sign is shown too, so colour is never the only cue. */
  tone?: RecordTone;
}

export interface RecordTotalsProps {
  /** Names the totals' group ("Totals for the period"). */
  label: string;
  figures: readonly RecordFigure[];
  /** The figures are being read again: the change is announced once it has arrived. */
  busy?: boolean;
}

/**
 * A record's totals over every row the filters select (every page, not only the one shown), as labelled
 * figures. A polite live region: a filter change is announced with its new totals.
 */
export function RecordTotals({ label, figures, busy = false }: RecordTotalsProps) {
  return (
    <div role="group" aria-label={label} className={styles.totalsGroup}>
      <dl className={styles.totals} aria-live="polite" aria-busy={busy || undefined}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt className={styles.figureName}>{figure.label}</dt>
            <dd className={cx(styles.figureValue, figure.tone && styles.tone[figure.tone])}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
