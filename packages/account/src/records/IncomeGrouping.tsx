import { incomePeriods, type IncomePeriod } from '@portal/api';
import { useId } from 'react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './income.css';

export interface IncomeGroupingProps {
  /** How the days are grouped. */
  value: IncomePeriod;
  onChange: (next: IncomePeriod) => void;
}

const periodKey = {
  day: 'income.period.day',
  week: 'income.period.week',
  month: 'income.period.month',
} as const satisfies Record<IncomePeriod, string>;

/**
 * My income's grouping: by day, week or month, as a segmented choice. Native radios under the segments,
 * so it is one tab stop and the arrow keys move between the choices (in either direction of reading).
 */
export function IncomeGrouping({ value, onChange }: IncomeGroupingProps) {
  const { t } = useAccountTranslation();
  const name = useId();
  return (
    <fieldset className={styles.grouping}>
      <legend className={styles.groupingLegend}>{t('income.groupBy')}</legend>
      <div className={styles.segments}>
        {incomePeriods.map((period) => (
          <label key={period} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className={styles.segmentInput}
            />
            <span className={styles.segmentText}>{t(periodKey[period])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
