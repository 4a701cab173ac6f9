import { Megaphone } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { usePrefersReducedMotion } from '../../utils/usePrefersReducedMotion';
import { EmptyState } from '../EmptyState/EmptyState';
import { Pagination } from '../Pagination/Pagination';
import * as styles from './AnnouncementBoard.css';
import { formatAnnouncementDate, toggleExpanded } from './announcementDate';
import { AnnouncementDetail } from './AnnouncementDetail';
import { AnnouncementList, AnnouncementListSkeleton } from './AnnouncementList';
import type { AnnouncementBoardItem } from './AnnouncementBoard.types';

export type { AnnouncementBoardItem } from './AnnouncementBoard.types';

export interface AnnouncementBoardProps {
  /** The announcements of the current page (the host pages them, 9 a page in the spec). */
  items: readonly AnnouncementBoardItem[];
  /** The current page, 1-based. */
  page: number;
  /** How many pages exist; with one or none, no pagination shows. */
  totalPages: number;
  /** Called with the page the reader asks for. */
  onPageChange: (page: number) => void;
  /** Show placeholders and announce that the list is loading. */
  loading?: boolean;
  /** Controlled: the open announcement's id, or `null` for none. */
  expandedId?: number | null;
  /** Uncontrolled: the announcement open at first. */
  defaultExpandedId?: number | null;
  /** Called with the id an item press opens, or `null` when it closes the open one. */
  onExpandedChange?: (id: number | null) => void;
  /** Writes a start date; by default the local date in the provider's language, without the time. */
  formatDate?: (epochMs: number, locale: string) => string;
  /** The level of the open announcement's heading; 3 by default (under a dialog's or page's `h2`). */
  headingLevel?: 2 | 3 | 4;
  /** Names the pagination landmark; "Announcement pages" by default. */
  paginationLabel?: string;
  className?: string;
}

/**
 * The list of announcements with their start dates, paged, and a pane that shows the open one's
 * sanitised HTML: beside the list when the board is wide, under it when narrow.
 */
export function AnnouncementBoard({
  items,
  page,
  totalPages,
  onPageChange,
  loading = false,
  expandedId,
  defaultExpandedId = null,
  onExpandedChange,
  formatDate,
  headingLevel = 3,
  paginationLabel,
  className,
}: AnnouncementBoardProps) {
  const { t, locale } = useUiPanelTranslation();
  const paneId = useId();
  const pane = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [uncontrolledId, setUncontrolledId] = useState<number | null>(defaultExpandedId);
  const openId = expandedId === undefined ? uncontrolledId : expandedId;
  const format = useCallback(
    (epochMs: number) => (formatDate ?? formatAnnouncementDate)(epochMs, locale),
    [formatDate, locale],
  );

  const toggle = (id: number) => {
    const next = toggleExpanded(openId, id);
    if (expandedId === undefined) setUncontrolledId(next);
    onExpandedChange?.(next);
    // Under the list, the opened text may be out of sight: bring it in (beside the list it already is).
    if (next !== null)
      requestAnimationFrame(() =>
        pane.current?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion ? 'instant' : 'smooth' }),
      );
  };

  const empty = !loading && items.length === 0;
  return (
    <div
      className={cx(styles.root, className)}
      data-slot="announcement-board"
      aria-busy={loading || undefined}
    >
      {empty ? (
        <EmptyState
          size="compact"
          icon={<Megaphone size={22} strokeWidth={1.75} />}
          title={t('announcements.emptyTitle')}
          description={t('announcements.emptyDescription')}
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.listColumn}>
            {loading ? (
              <AnnouncementListSkeleton count={5} />
            ) : (
              <AnnouncementList
                items={items}
                expandedId={openId}
                paneId={paneId}
                formatDate={format}
                onToggle={toggle}
              />
            )}
            <Pagination
              size="sm"
              page={page}
              totalPages={totalPages}
              onPageChange={onPageChange}
              label={paginationLabel ?? t('announcements.pages')}
            />
          </div>
          <AnnouncementDetail
            ref={pane}
            id={paneId}
            item={loading ? undefined : items.find((item) => item.id === openId)}
            loading={loading}
            headingLevel={headingLevel}
            formatDate={format}
          />
        </div>
      )}
      <div role="status" className={visuallyHidden}>
        {loading ? t('announcements.loading') : null}
      </div>
    </div>
  );
}
