import type { IncomePeriod, IncomePoint } from '@portal/api';
import { cx, DataTable, type DataTableColumn } from '@portal/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './income.css';
import { periodLabel } from './incomePoints';
import * as records from './records.css';
import { toneOf } from './recordTone';
import { useRecordText } from './useRecordText';

export interface IncomeTableProps {
  points: readonly IncomePoint[];
  period: IncomePeriod;
  /** The range's last day (`YYYY-MM-DD`): where the last week or month is cut. */
  to: string;
  currency: string;
  /** Shown open, with no "Show as a table" to press: where the chart could not be drawn. */
  alone?: boolean;
}

const captionKey = {
  day: 'income.caption.day',
  week: 'income.caption.week',
  month: 'income.caption.month',
} as const satisfies Record<IncomePeriod, string>;

/**
 * The chart's figures as a table, one row per period with every figure: what a screen reader or a keyboard
 * reads instead of the chart, and anyone who wants the exact amounts.
 */
export function IncomeTable({ points, period, to, currency, alone = false }: IncomeTableProps) {
  const { t, locale } = useAccountTranslation();
  const { money, signed, count } = useRecordText();
  const net = (amountMinor: number) => {
    const tone = toneOf(amountMinor);
    return <span className={cx(tone && records.tone[tone])}>{signed(amountMinor, currency)}</span>;
  };
  const columns: DataTableColumn<IncomePoint>[] = [
    {
      key: 'start',
      header: t('income.column.period'),
      cell: (_point, index) => periodLabel(points, index, period, to, locale, 'long'),
    },
    {
      key: 'rounds',
      header: t('income.column.rounds'),
      numeric: true,
      cell: (point) => count(point.rounds),
    },
    {
      key: 'stake',
      header: t('income.column.stake'),
      numeric: true,
      cell: (point) => money(point.stakeMinor, currency),
    },
    {
      key: 'payout',
      header: t('income.column.payout'),
      numeric: true,
      cell: (point) => money(point.payoutMinor, currency),
    },
    { key: 'net', header: t('income.column.net'), numeric: true, cell: (point) => net(point.netMinor) },
    {
      key: 'deposits',
      header: t('income.column.deposits'),
      numeric: true,
      cell: (point) => money(point.depositMinor, currency),
    },
    {
      key: 'withdrawals',
      header: t('income.column.withdrawals'),
      numeric: true,
      cell: (point) => money(point.withdrawalMinor, currency),
    },
    {
      key: 'netDeposits',
      header: t('income.column.netDeposits'),
      numeric: true,
      cell: (point) => net(point.netDepositMinor),
    },
  ];
  const table = (
    <DataTable
      caption={t(captionKey[period])}
      captionHidden={!alone}
      columns={columns}
      rows={points}
      getRowKey={(point) => point.start}
      maxBlockSize="24rem"
    />
  );
  if (alone) return table;
  return (
    <details className={styles.disclosure}>
      <summary className={styles.disclosureSummary}>{t('income.showTable')}</summary>
      {table}
    </details>
  );
}
