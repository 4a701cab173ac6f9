import {
  calls,
  ledgerCategories,
  ledgerKinds,
  type LedgerCategory,
  type LedgerKind,
  type LedgerRecord,
  type LedgerRecordsQuery,
  type RecordOption,
  type RecordPeriodQuery,
} from '@portal/api';
import { Select, type DataTableColumn } from '@portal/ui';
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

/** Before the first answer names the member's wallets, the main one (always there) is the choice. */
const mainOnly: RecordOption[] = [{ code: 'main', name: '' }];

const isKind = (kind: string): kind is LedgerKind => (ledgerKinds as readonly string[]).includes(kind);
const isCategory = (category: string): category is LedgerCategory =>
  (ledgerCategories as readonly string[]).includes(category);

interface LedgerFilters {
  period: RecordPeriodQuery;
  wallet: string;
  category: LedgerCategory | '';
}

const queryOf = (
  filters: LedgerFilters,
  language: string,
): Omit<LedgerRecordsQuery, 'cursor' | 'pageSize'> => ({
  ...filters.period,
  wallet: filters.wallet,
  ...(filters.category ? { category: filters.category } : {}),
  language,
});

export interface AccountRecordPageProps {
  /** The time the days are counted from (UTC); now by default. Tests and stories fix it. */
  now?: number;
}

/**
 * The account record (spec 2.6 transactionHistory): the ledger entries of one of the member's wallets in
 * a period (the main wallet, the withdrawals held until paid, or a game wallet), newest first, 20 to a
 * page, filtered by type; the money in and out over every entry the filters select; and the same entries
 * as a CSV file. An entry's type is named by its kind, a kind this page does not know by its category.
 */
export function AccountRecordPage({ now }: AccountRecordPageProps) {
  const { t } = useAccountTranslation();
  const { money, signed, amount, signedAmount, count, time } = useRecordText();
  const { filters, setFilters, query, records, csv, currency, inCurrency, paging } = useRecordPage(
    { read: calls.ledgerRecords, file: calls.ledgerRecordsExport },
    (): LedgerFilters => ({
      period: lastDays(7, now),
      wallet: 'main',
      category: '',
    }),
    queryOf,
  );
  const value = records.data;

  const walletName = (option: RecordOption) =>
    option.code === 'main'
      ? t('records.ledger.wallet.main')
      : option.code === 'held'
        ? t('records.ledger.wallet.held')
        : option.name || option.code;
  const typeName = (row: LedgerRecord) =>
    isKind(row.kind)
      ? t(`records.ledger.kind.${row.kind}`)
      : isCategory(row.category)
        ? t(`records.ledger.category.${row.category}`)
        : row.kind;

  const columns: DataTableColumn<LedgerRecord>[] = [
    {
      key: 'createdAt',
      header: t('records.time'),
      cell: (row) => <time dateTime={row.createdAt}>{time(row.createdAt)}</time>,
    },
    { key: 'kind', header: t('records.ledger.type'), cell: typeName },
    {
      key: 'amount',
      header: inCurrency(t('records.ledger.amount')),
      numeric: true,
      cell: (row) => {
        const tone = toneOf(row.amountMinor);
        return <span className={tone && styles.tone[tone]}>{signedAmount(row.amountMinor)}</span>;
      },
    },
    {
      key: 'balanceBefore',
      header: inCurrency(t('records.balanceBefore')),
      numeric: true,
      cell: (row) => amount(row.balanceBeforeMinor),
    },
    {
      key: 'balanceAfter',
      header: inCurrency(t('records.balanceAfter')),
      numeric: true,
      cell: (row) => amount(row.balanceAfterMinor),
    },
    {
      key: 'reference',
      header: t('records.ledger.reference'),
      cell: (row) => (row.reference ? <span className={styles.cellText}>{row.reference}</span> : null),
    },
  ];

  return (
    <div className={styles.page}>
      <section className={styles.filters} aria-label={t('records.filters')}>
        <RecordPeriodFields value={filters.period} onChange={(period) => setFilters({ period })} now={now} />
        <div className={styles.selects}>
          <Select
            label={t('records.ledger.wallet')}
            value={filters.wallet}
            options={recordOptions(undefined, value?.wallets ?? mainOnly, filters.wallet, walletName)}
            onChange={(event) => setFilters({ wallet: event.target.value })}
          />
          <Select
            label={t('records.ledger.type')}
            value={filters.category}
            options={[
              { value: '', label: t('records.all') },
              ...ledgerCategories.map((category) => ({
                value: category,
                label: t(`records.ledger.category.${category}`),
              })),
            ]}
            onChange={(event) => setFilters({ category: event.target.value as LedgerCategory | '' })}
          />
          <RecordExport
            busy={csv.busy}
            disabled={!value || value.totals.entries === 0}
            problem={csv.problem}
            onExport={() =>
              void csv.download(
                query,
                t('records.ledger.file', { wallet: query.wallet, from: query.from, to: query.to }),
              )
            }
          />
        </div>
      </section>
      <RecordResults
        records={records}
        summary={({ totals }) => ({
          rows: totals.entries,
          figures: [
            { key: 'entries', label: t('records.ledger.entries'), value: count(totals.entries) },
            { key: 'in', label: t('records.ledger.in'), value: money(totals.creditMinor, currency) },
            { key: 'out', label: t('records.ledger.out'), value: money(totals.debitMinor, currency) },
            {
              key: 'net',
              label: t('records.ledger.net'),
              value: signed(totals.netMinor, currency),
              tone: toneOf(totals.netMinor),
            },
          ],
        })}
        columns={columns}
        names={{
          loadFailed: t('records.ledger.loadFailed'),
          caption: t('records.ledger.caption'),
          empty: t('records.ledger.empty'),
          pages: t('records.ledger.pages'),
        }}
        paging={paging}
        pageSize={recordPageSize}
      />
    </div>
  );
}
