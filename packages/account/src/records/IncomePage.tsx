import { calls, type IncomePeriod, type IncomeValue, type RecordPeriodQuery } from '@portal/api';
import { useCall } from '@portal/api/react';
import { EmptyState } from '@portal/ui';
import { ChartNoAxesColumn } from 'lucide-react';
import { useId, useState } from 'react';
import { PanelLoading } from '../cashier/PanelLoading';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './income.css';
import { IncomeChart } from './IncomeChart';
import { IncomeGrouping } from './IncomeGrouping';
import { isEmptyIncome } from './incomePoints';
import { IncomeTable } from './IncomeTable';
import { lastDays } from './recordDays';
import { RecordLoadFailed } from './RecordLoadFailed';
import { RecordPeriodFields } from './RecordPeriodFields';
import { RecordTotals, type RecordFigure } from './RecordTotals';
import * as records from './records.css';
import { toneOf } from './recordTone';
import { useRecordText } from './useRecordText';

export interface IncomePageProps {
  /** The time "today" is counted from (UTC); now by default. Tests and stories fix it. */
  now?: number;
}

/**
 * My income (spec 2.6 personalProfit): what the games gave or took (payout minus stake) and the money
 * the member put in and took out (deposits minus withdrawals), over the days chosen (the last 30 at
 * first), by day, week or month: the totals, a chart and the same figures as a table. The days are UTC,
 * as the platform counts them.
 */
export function IncomePage({ now }: IncomePageProps) {
  const { t } = useAccountTranslation();
  const [range, setRange] = useState<RecordPeriodQuery>(() => lastDays(30, now));
  const [period, setPeriod] = useState<IncomePeriod>('day');
  const [chartUnavailable, setChartUnavailable] = useState(false);
  // The figures shown stay while other days or another grouping are read (no flash of a skeleton).
  const income = useCall(calls.income, { ...range, period }, { keepPreviousData: true });

  let results;
  if (income.error) {
    results = (
      <RecordLoadFailed
        title={t('income.loadFailed')}
        error={income.error}
        onRetry={() => void income.mutate()}
      />
    );
  } else if (!income.data) {
    results = <PanelLoading lines={6} />;
  } else if (isEmptyIncome(income.data)) {
    results = (
      <EmptyState
        icon={<ChartNoAxesColumn size={32} strokeWidth={1.75} />}
        title={t('income.empty')}
        description={t('income.emptyHint')}
      />
    );
  } else {
    results = (
      <IncomeResults
        value={income.data}
        period={period}
        range={range}
        busy={income.isValidating}
        chartUnavailable={chartUnavailable}
        onChartUnavailable={() => setChartUnavailable(true)}
      />
    );
  }

  return (
    <div className={records.page}>
      <div className={records.filters}>
        <RecordPeriodFields value={range} onChange={setRange} now={now} />
        <IncomeGrouping value={period} onChange={setPeriod} />
      </div>
      {results}
    </div>
  );
}

interface IncomeResultsProps {
  value: IncomeValue;
  period: IncomePeriod;
  range: RecordPeriodQuery;
  busy: boolean;
  chartUnavailable: boolean;
  onChartUnavailable: () => void;
}

/** The range's totals, then its chart with the table of its figures. */
function IncomeResults({
  value,
  period,
  range,
  busy,
  chartUnavailable,
  onChartUnavailable,
}: IncomeResultsProps) {
  const { t } = useAccountTranslation();
  const { money, signed, count } = useRecordText();
  const chartHeading = useId();
  const { totals, currency } = value;
  const net = (key: string, label: string, amountMinor: number): RecordFigure => ({
    key,
    label,
    value: signed(amountMinor, currency),
    tone: toneOf(amountMinor),
  });
  const figures: RecordFigure[] = [
    { key: 'rounds', label: t('income.column.rounds'), value: count(totals.rounds) },
    { key: 'stake', label: t('income.column.stake'), value: money(totals.stakeMinor, currency) },
    { key: 'payout', label: t('income.column.payout'), value: money(totals.payoutMinor, currency) },
    net('net', t('income.column.net'), totals.netMinor),
    { key: 'deposits', label: t('income.column.deposits'), value: money(totals.depositMinor, currency) },
    {
      key: 'withdrawals',
      label: t('income.column.withdrawals'),
      value: money(totals.withdrawalMinor, currency),
    },
    net('netDeposits', t('income.column.netDeposits'), totals.netDepositMinor),
  ];
  return (
    <div className={styles.results}>
      <RecordTotals label={t('income.totals')} figures={figures} busy={busy} />
      <section className={styles.chartPanel} aria-labelledby={chartHeading} aria-busy={busy || undefined}>
        <h2 id={chartHeading} className={styles.chartTitle}>
          {t(`income.chartTitle.${period}`)}
        </h2>
        {chartUnavailable ? null : (
          <IncomeChart
            value={value}
            period={period}
            from={range.from}
            to={range.to}
            onUnavailable={onChartUnavailable}
          />
        )}
        <IncomeTable
          points={value.points}
          period={period}
          to={range.to}
          currency={currency}
          alone={chartUnavailable}
        />
      </section>
    </div>
  );
}
