import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { forwardRef, useMemo } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { IconButton } from '../Button/IconButton';
import { clampPage, paginate } from './paginate';
import * as styles from './Pagination.css';

export const paginationSizes = ['sm', 'md'] as const;
export type PaginationSize = (typeof paginationSizes)[number];

export interface PaginationProps {
  /** The current page, 1-based (controlled). */
  page: number;
  /** How many pages exist. With one page or none, nothing is rendered. */
  totalPages: number;
  /** Called with the requested page; never with a page outside 1..totalPages or the current page. */
  onPageChange: (page: number) => void;
  /** Pages always shown at each end, 1 or 2 (spec section 9). Defaults to 1. */
  margin?: number;
  /** Pages shown around the current one, 3 to 5 (spec section 9). Defaults to 5. */
  range?: number;
  /** Control size. Defaults to `md`. */
  size?: PaginationSize;
  /** Names the navigation landmark; defaults to "Pagination". Give each bar on a page its own name. */
  label?: string;
  /** Name of the previous-page button; defaults to "Previous page". */
  previousLabel?: string;
  /** Name of the next-page button; defaults to "Next page". */
  nextLabel?: string;
  /** Name of a page button; defaults to "Page {page}". */
  pageLabel?: (page: number) => string;
  /** What a gap of hidden pages says to screen readers; defaults to "More pages". */
  moreLabel?: string;
  className?: string;
}

/** Page navigation for lists and records: previous, numbered pages with gaps, next. */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page, totalPages, onPageChange, margin = 1, range = 5, size = 'md', className, ...labels },
  ref,
) {
  const { t } = useUiPanelTranslation();
  const items = useMemo(
    () => paginate({ page, totalPages, margin, range }),
    [page, totalPages, margin, range],
  );
  if (items.length <= 1) return null;

  const last = Math.floor(totalPages);
  const current = clampPage(page, totalPages);
  // The spec's rule: a page changes only to a real page that is not the one already shown.
  const go = (target: number) => {
    if (target >= 1 && target <= last && target !== current) onPageChange(target);
  };
  const iconSize = size === 'sm' ? 16 : 18;
  const pageLabel = labels.pageLabel ?? ((p: number) => t('pagination.page', { page: p }));

  return (
    <nav ref={ref} aria-label={labels.label ?? t('pagination.label')} className={cx(styles.root, className)}>
      <ul className={styles.list}>
        <li className={styles.item}>
          {/* aria-disabled rather than disabled: the button keeps focus when the first page is reached. */}
          <IconButton
            size={size}
            label={labels.previousLabel ?? t('pagination.previous')}
            icon={<ChevronLeft size={iconSize} className={styles.directional} />}
            aria-disabled={current <= 1 || undefined}
            onClick={() => go(current - 1)}
          />
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={cx(styles.item, styles.ellipsis, styles.ellipsisSize[size])}>
              <Ellipsis aria-hidden size={iconSize} />
              <span className={visuallyHidden}>{labels.moreLabel ?? t('pagination.more')}</span>
            </li>
          ) : (
            <li key={item.page} className={styles.item}>
              <Button
                size={size}
                variant={item.page === current ? 'primary' : 'ghost'}
                className={cx(styles.page, styles.pageSize[size])}
                aria-label={pageLabel(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li className={styles.item}>
          <IconButton
            size={size}
            label={labels.nextLabel ?? t('pagination.next')}
            icon={<ChevronRight size={iconSize} className={styles.directional} />}
            aria-disabled={current >= last || undefined}
            onClick={() => go(current + 1)}
          />
        </li>
      </ul>
    </nav>
  );
});
