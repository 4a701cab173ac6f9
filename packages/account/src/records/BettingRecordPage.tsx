import {
  betOutcomes,
  calls,
  type BetOutcome,
  type BetRecord,
  type BetRecordsQuery,
  type RecordPeriodQuery,
} from '@portal/api';
import { Badge, Select, type BadgeTone, type DataTableColumn } from '@portal/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { lastDays } from './recordDays';
import { RecordExport } from './RecordExport';
import { RecordPeriodFields } from './RecordPeriodFields';
import { RecordResults } from './RecordResults';
import { recordOptions } from './recordOptions';
import { toneOf } from './recordTone';
import * as styles from './records.css';
import { recordPageSize, useRecordPage } from './useRecordPage';
import { useRecordText } from './useRecordText';

const outcomeTone: Record<BetOutcome, BadgeTone> = { won: 'positive', lost: 'critical', even: 'neutral' };

interface BetFilters {
  period: RecordPeriodQuery;
  gameType: string;
  vendor: string;
  outcome: BetOutcome | '';
}

/** The filters as the platform takes them: the days, the choices made ("All" is no filter), the language. */
const queryOf = (filters: BetFilters, language: string): Omit<BetRecordsQuery, 'cursor' | 'pageSize'> => ({
  ...filters.period,
  ...(filters.gameType ? { gameType: filters.gameType } : {}),
  ...(filters.vendor ? { vendor: filters.vendor } : {}),
  ...(filters.outcome ? { outcome: filters.outcome } : {}),
  language,
});

export interface BettingRecordPageProps {
  /** The time the days are counted from (UTC); now by default. Tests and stories fix it. */
  now?: number;
}

/**
 * The betting record (spec 2.6 personalHistoryCopy): the member's rounds in a period, newest first, a
 * page of 20 at a time, filtered by game type, vendor and result; the totals of every round the filters
 * select; and the same rounds as a CSV file. The last 7 days at first; a filter change starts again from
 * the first page.
 */
export function BettingRecordPage({ now }: BettingRecordPageProps) {
  const { t } = useAccountTranslation();
  const { money, signed, amount, signedAmount, count, time } = useRecordText();
  const { filters, setFilters, query, records, csv, currency, inCurrency, paging } = useRecordPage(
    { read: calls.betRecords, file: calls.betRecordsExport },
    (): BetFilters => ({
      period: lastDays(7, now),
      gameType: '',
      vendor: '',
      outcome: '',
    }),
    queryOf,
  );
  const value = records.data;

  const columns: DataTableColumn<BetRecord>[] = [
    {
      key: 'createdAt',
      header: t('records.time'),
      cell: (row) => <time dateTime={row.createdAt}>{time(row.createdAt)}</time>,
    },
    {
      key: 'gameName',
      header: t('records.bets.game'),
      // The game and, under it, its provider: one column for both keeps the amounts in view.
      cell: (row) => (
        <span className={styles.gameCell}>
          <span className={styles.cellText}>{row.gameName || row.gameType}</span>
          <span className={styles.cellNote}>{row.vendorName}</span>
        </span>
      ),
    },
    {
      key: 'stake',
      header: inCurrency(t('records.bets.stake')),
      numeric: true,
      cell: (row) => amount(row.stakeMinor),
    },
    {
      key: 'payout',
      header: inCurrency(t('records.bets.payout')),
      numeric: true,
      cell: (row) => amount(row.payoutMinor),
    },
    {
      key: 'net',
      header: inCurrency(t('records.bets.net')),
      numeric: true,
      cell: (row) => {
        const tone = toneOf(row.netMinor);
        return <span className={tone && styles.tone[tone]}>{signedAmount(row.netMinor)}</span>;
      },
    },
    {
      key: 'outcome',
      header: t('records.bets.outcome'),
      cell: (row) => (
        <Badge tone={outcomeTone[row.outcome]}>{t(`records.bets.outcome.${row.outcome}`)}</Badge>
      ),
    },
    // The balance after each round is the account record's (and the export's): six columns fit the centre.
  ];

  return (
    <div className={styles.page}>
      <section className={styles.filters} aria-label={t('records.filters')}>
        <RecordPeriodFields value={filters.period} onChange={(period) => setFilters({ period })} now={now} />
        <div className={styles.selects}>
          <Select
            label={t('records.bets.gameType')}
            value={filters.gameType}
            options={recordOptions(t('records.all'), value?.gameTypes ?? [], filters.gameType)}
            onChange={(event) => setFilters({ gameType: event.target.value })}
          />
          <Select
            label={t('records.bets.vendor')}
            value={filters.vendor}
            options={recordOptions(t('records.all'), value?.vendors ?? [], filters.vendor)}
            onChange={(event) => setFilters({ vendor: event.target.value })}
          />
          <Select
            label={t('records.bets.outcome')}
            value={filters.outcome}
            options={[
              { value: '', label: t('records.all') },
              ...betOutcomes.map((outcome) => ({
                value: outcome,
                label: t(`records.bets.outcome.${outcome}`),
              })),
            ]}
            onChange={(event) => setFilters({ outcome: event.target.value as BetOutcome | '' })}
          />
          <RecordExport
            busy={csv.busy}
            disabled={!value || value.totals.rounds === 0}
            problem={csv.problem}
            onExport={() =>
              void csv.download(query, t('records.bets.file', { from: query.from, to: query.to }))
            }
          />
        </div>
      </section>
      <RecordResults
        records={records}
        summary={({ totals }) => ({
          rows: totals.rounds,
          figures: [
            { key: 'rounds', label: t('records.bets.rounds'), value: count(totals.rounds) },
            { key: 'stake', label: t('records.bets.stake'), value: money(totals.stakeMinor, currency) },
            { key: 'payout', label: t('records.bets.payout'), value: money(totals.payoutMinor, currency) },
            {
              key: 'net',
              label: t('records.bets.net'),
              value: signed(totals.netMinor, currency),
              tone: toneOf(totals.netMinor),
            },
          ],
        })}
        columns={columns}
        names={{
          loadFailed: t('records.bets.loadFailed'),
          caption: t('records.bets.caption'),
          empty: t('records.bets.empty'),
          pages: t('records.bets.pages'),
        }}
        paging={paging}
        pageSize={recordPageSize}
      />
    </div>
  );
}
