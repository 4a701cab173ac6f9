import { CalendarDays, ChevronRight } from 'lucide-react';
import { cx } from '../../utils/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './AnnouncementBoard.css';
import { dateAttribute } from './announcementDate';
import type { AnnouncementBoardItem } from './AnnouncementBoard.types';

/** The start date with its calendar icon, in the list and in the pane. */
export function AnnouncementDate({
  epochMs,
  text,
  className,
}: {
  epochMs: number;
  text: string;
  className?: string;
}) {
  return (
    <span className={cx(styles.date, className)}>
      <CalendarDays aria-hidden size={14} />
      <time dateTime={dateAttribute(epochMs)}>{text}</time>
    </span>
  );
}

interface AnnouncementListProps {
  items: readonly AnnouncementBoardItem[];
  expandedId: number | null;
  /** The detail pane's id, which every item controls. */
  paneId: string;
  formatDate: (epochMs: number) => string;
  onToggle: (id: number) => void;
}

/** One disclosure button per announcement: title and start date; the open one shows in the pane. */
export function AnnouncementList({ items, expandedId, paneId, formatDate, onToggle }: AnnouncementListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={styles.item}
            aria-expanded={item.id === expandedId}
            aria-controls={paneId}
            data-state={item.id === expandedId ? 'open' : 'closed'}
            onClick={() => onToggle(item.id)}
          >
            <span className={styles.itemTitle}>{item.title}</span>
            <AnnouncementDate
              className={styles.itemDate}
              epochMs={item.startDate}
              text={formatDate(item.startDate)}
            />
            <ChevronRight aria-hidden size={18} className={styles.chevron} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder rows while the list loads; hidden from assistive technology, which hears the status. */
export function AnnouncementListSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.list} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonItem}>
          <Skeleton inlineSize={index % 2 ? '62%' : '80%'} />
          <Skeleton inlineSize="34%" blockSize="0.75em" />
        </li>
      ))}
    </ul>
  );
}
