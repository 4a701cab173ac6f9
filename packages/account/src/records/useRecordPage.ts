import type { Call, RecordPageQuery } from '@portal/api';
import { useCall } from '@portal/api/react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { useCsvDownload } from './useCsvDownload';
import { useRecordQuery } from './useRecordQuery';

/** The rows one page of a record shows. */
export const recordPageSize = 20;

/** A record's filters as its calls take them: the page's query without its paging. */
type FiltersQuery<Query> = Omit<Query, 'cursor' | 'pageSize'>;

/**
 * What a record page reads: its filters and where it is in them, the page asked for with them (the page
 * shown stays, marked busy, while the next one loads), the same rows as a file, and the headers of its
 * money columns, which name the currency their cells leave out.
 */
export function useRecordPage<Filters, Query extends RecordPageQuery, Value extends { currency: string }>(
  record: { read: Call<Query, Value>; file: Call<FiltersQuery<Query>, Blob> },
  initial: () => Filters,
  queryOf: (filters: Filters, language: string) => FiltersQuery<Query>,
) {
  const { t, locale } = useAccountTranslation();
  const { filters, setFilters, cursor, page, goNext, goPrevious } = useRecordQuery(initial);
  const query = queryOf(filters, locale);
  // Read as a call of the filters every record takes: the record's own ones travel in the same query.
  const records = useCall<Call<RecordPageQuery, Value>>(
    record.read,
    { ...query, pageSize: recordPageSize, ...(cursor ? { cursor } : {}) } as RecordPageQuery,
    { keepPreviousData: true },
  );
  const csv = useCsvDownload(record.file);
  const currency = records.data?.currency ?? '';
  const inCurrency = (name: string) => (currency ? t('records.inCurrency', { name, currency }) : name);
  return {
    filters,
    setFilters,
    query,
    records,
    csv,
    currency,
    inCurrency,
    paging: { page, goNext, goPrevious },
  };
}
