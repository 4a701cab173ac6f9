import { Button } from '@portal/ui';
import { flipInRtl } from '@portal/ui/style';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './records.css';

export interface RecordPagerProps {
  /** The page shown, 1-based. */
  page: number;
  /** How many rows the filters select in all (the totals' count). */
  total: number;
  /** The most rows a page holds. */
  pageSize: number;
  /** The platform gave a cursor for the page after this one. */
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A page is being read: both buttons wait for it (a press meanwhile does nothing). */
  busy?: boolean;
  /** Names the navigation landmark ("Betting record pages"). */
  label: string;
}

/**
 * Keyset paging (the platform pages on a cursor, not a number): previous and next, with "Page N of M"
 * from the totals' count. Nothing shows while everything fits on one page.
 */
export function RecordPager({
  page,
  total,
  pageSize,
  hasNext,
  onPrevious,
  onNext,
  busy = false,
  label,
}: RecordPagerProps) {
  const { t } = useAccountTranslation();
  if (page === 1 && !hasNext) return null;
  // The count is read with the page: a round settled since cannot make the page past the last one.
  const pages = Math.max(page, Math.ceil(total / pageSize));
  const noPrevious = busy || page <= 1;
  const noNext = busy || !hasNext;
  return (
    <nav className={styles.pager} aria-label={label}>
      {/* aria-disabled rather than disabled (as the kit's Pagination): the pressed button keeps focus
          while the page loads and when the first or last page is reached. */}
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={noPrevious || undefined}
        onClick={() => !noPrevious && onPrevious()}
      >
        <ChevronLeft aria-hidden size={16} className={flipInRtl} />
        {t('records.previous')}
      </Button>
      <p className={styles.pagerStatus} aria-live="polite">
        {t('records.pageOf', { page, pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={noNext || undefined}
        onClick={() => !noNext && onNext()}
      >
        {t('records.next')}
        <ChevronRight aria-hidden size={16} className={flipInRtl} />
      </Button>
    </nav>
  );
}
