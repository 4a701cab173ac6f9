import type { RecordPeriodQuery } from '@portal/api';
import { Button, TextField } from '@portal/ui';
import { useId, useState } from 'react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { earliestDay, todayUtc } from './recordDays';
import {
  periodPresets,
  periodProblem,
  presetOf,
  presetPeriod,
  type PeriodField,
  type PeriodPreset,
} from './recordPeriod';
import * as styles from './records.css';

export interface RecordPeriodFieldsProps {
  /** The days the record shows (always a period the platform accepts). */
  value: RecordPeriodQuery;
  /** Called with the new days once they can be asked for; never while the days typed are invalid. */
  onChange: (next: RecordPeriodQuery) => void;
  /** The time "today" is counted from (UTC); now by default. Tests and stories fix it. */
  now?: number;
}

const presetKey = {
  today: 'records.preset.today',
  last7: 'records.preset.last7',
  last30: 'records.preset.last30',
  thisMonth: 'records.preset.thisMonth',
} as const satisfies Record<PeriodPreset, string>;

/**
 * A record's period (spec 2.6): the first and last day, both included, counted in UTC as the platform
 * counts them, within the last 12 months; and the usual periods as toggle buttons. Days typed in the
 * wrong order, out of range or left empty are told on their field and not passed on, so the record
 * keeps showing the last period that could be asked for.
 */
export function RecordPeriodFields({ value, onChange, now }: RecordPeriodFieldsProps) {
  const { t } = useAccountTranslation();
  const noteId = useId();
  // The days typed while they cannot be asked for; the value otherwise.
  const [typed, setTyped] = useState<{ period: RecordPeriodQuery; changed: PeriodField }>();
  const shown = typed?.period ?? value;
  const problem = typed ? periodProblem(typed.period, now, typed.changed) : undefined;
  const today = todayUtc(now);
  const earliest = earliestDay(now);
  const active = typed ? undefined : presetOf(value, now);

  const change = (field: PeriodField, day: string) => {
    const next = { ...shown, [field]: day };
    if (periodProblem(next, now, field)) {
      setTyped({ period: next, changed: field });
      return;
    }
    setTyped(undefined);
    if (next.from !== value.from || next.to !== value.to) onChange(next);
  };

  const choose = (preset: PeriodPreset) => {
    setTyped(undefined);
    const next = presetPeriod(preset, now);
    if (next.from !== value.from || next.to !== value.to) onChange(next);
  };

  const errorOf = (field: PeriodField) => {
    if (problem?.field !== field) return undefined;
    if (problem.reason === 'missing') return t('records.error.missing');
    if (problem.reason === 'order') return t('records.error.order');
    return t('records.error.range', { earliest, today });
  };

  return (
    <fieldset className={styles.period} aria-describedby={noteId}>
      <legend className={styles.periodLegend}>{t('records.period')}</legend>
      <div className={styles.periodDays}>
        <TextField
          type="date"
          label={t('records.from')}
          value={shown.from}
          min={earliest}
          max={today}
          error={errorOf('from')}
          onChange={(event) => change('from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('records.to')}
          value={shown.to}
          min={earliest}
          max={today}
          error={errorOf('to')}
          onChange={(event) => change('to', event.target.value)}
        />
      </div>
      <div className={styles.presets} role="group" aria-label={t('records.presets')}>
        {periodPresets.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={active === preset ? 'soft' : 'secondary'}
            className={styles.preset}
            aria-pressed={active === preset}
            onClick={() => choose(preset)}
          >
            {t(presetKey[preset])}
          </Button>
        ))}
      </div>
      <p id={noteId} className={styles.note}>
        {t('records.utcNote')}
      </p>
    </fieldset>
  );
}
