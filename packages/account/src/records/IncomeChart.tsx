import type { IncomePeriod, IncomeValue } from '@portal/api';
import { latinDateTimeFormat, usePortal, vars } from '@portal/ui';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './income.css';
import type { IncomeChartHandle, IncomeChartInput, IncomeChartTokens } from './incomeChartDraw';
import { axisAmount, extremes, periodLabel } from './incomePoints';
import { useRecordText } from './useRecordText';

// Bundlers replace `process.env.NODE_ENV` in the host's build; where nothing does, `process` may not exist.
declare const process: { env: { NODE_ENV?: string } } | undefined;
const isDevelopment = () => typeof process === 'undefined' || process.env.NODE_ENV !== 'production';

/** The theme's colours the chart draws with (resolved where it is drawn, at each draw). */
const tokens: IncomeChartTokens = {
  won: vars.color.positive,
  lost: vars.color.critical,
  netDeposit: vars.color.brandAccent,
  surface: vars.color.surface,
  text: vars.color.textMuted,
  grid: vars.color.border,
  zero: vars.color.borderStrong,
};

/** The chart's drawing and uPlot, fetched when a chart is first shown (never with the page's first JS). */
const loadChart = () => import('./incomeChartDraw');

export interface IncomeChartProps {
  value: IncomeValue;
  period: IncomePeriod;
  /** The range's first and last days (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** Called if the chart cannot be drawn (no canvas, its chunk did not load): the page shows the table. */
  onUnavailable: () => void;
}

/**
 * My income as a bar chart: each period's net result (up won, down lost) and its net deposits as a dot,
 * in the theme's colours, as wide as its container. In right-to-left pages time runs right to left, as the
 * page reads, with the amounts' axis on the right. The drawing is an image named by a summary of it; the
 * table beside it ("Show as a table") holds every figure.
 */
export function IncomeChart({ value, period, from, to, onUnavailable }: IncomeChartProps) {
  const { t, locale } = useAccountTranslation();
  const { dir } = usePortal();
  const { signed } = useRecordText();
  const box = useRef<HTMLDivElement>(null);
  const { points, totals, currency } = value;

  const input = useMemo<IncomeChartInput>(
    () => ({
      labels: points.map((_point, index) => periodLabel(points, index, period, to, locale, 'short')),
      net: points.map((point) => point.netMinor),
      netDeposit: points.map((point) => point.netDepositMinor),
      rtl: dir === 'rtl',
      formatAmount: (amountMinor) => axisAmount(amountMinor, locale),
      tokens,
    }),
    [points, period, to, locale, dir],
  );
  const unavailable = useEffectEvent(onUnavailable);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: IncomeChartHandle | undefined;
    let observer: ResizeObserver | undefined;
    let stopped = false;
    const sizeOf = () => ({ width: element.clientWidth, height: element.clientHeight });
    loadChart()
      .then(({ drawIncomeChart }) => {
        if (stopped) return;
        chart = drawIncomeChart(element, input, sizeOf());
        if (typeof ResizeObserver === 'undefined') return;
        observer = new ResizeObserver(() => {
          const size = sizeOf();
          if (size.width > 0 && size.height > 0) chart?.resize(size);
        });
        observer.observe(element);
      })
      .catch((error: unknown) => {
        if (stopped) return;
        if (isDevelopment())
          console.warn('@portal/account: the income chart was not drawn; its table is shown.', error);
        unavailable();
      });
    return () => {
      stopped = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [input]);

  const day = latinDateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const { high, low } = extremes(points);
  const at = (index: number) => periodLabel(points, index, period, to, locale, 'long');
  const range = {
    title: t(`income.chartTitle.${period}`),
    from: day.format(Date.parse(`${from}T00:00:00Z`)),
    to: day.format(Date.parse(`${to}T00:00:00Z`)),
    deposits: signed(totals.netDepositMinor, currency),
  };
  const summary =
    totals.rounds === 0
      ? t('income.chartSummaryNoRounds', range)
      : t('income.chartSummary', {
          ...range,
          total: signed(totals.netMinor, currency),
          high: signed(points[high]?.netMinor ?? 0, currency),
          highAt: at(high),
          low: signed(points[low]?.netMinor ?? 0, currency),
          lowAt: at(low),
        });

  return (
    <>
      <div ref={box} role="img" aria-label={summary} className={styles.chart} />
      <ul className={styles.legend}>
        <li className={styles.legendItem}>
          <span aria-hidden className={styles.swatch.won} />
          {t('income.legend.won')}
        </li>
        <li className={styles.legendItem}>
          <span aria-hidden className={styles.swatch.lost} />
          {t('income.legend.lost')}
        </li>
        <li className={styles.legendItem}>
          <span aria-hidden className={styles.swatch.netDeposit} />
          {t('income.legend.netDeposits')}
        </li>
        <li>{t('income.amountsIn', { currency })}</li>
      </ul>
    </>
  );
}
