import { Megaphone } from 'lucide-react';
import { useId, useMemo, type Ref } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState/EmptyState';
import { CleanHtml } from '../SafeHtml/CleanHtml';
import { sanitizeHtml } from '../SafeHtml/sanitizeHtml';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './AnnouncementBoard.css';
import type { AnnouncementBoardItem } from './AnnouncementBoard.types';
import { AnnouncementDate } from './AnnouncementList';

interface AnnouncementDetailProps {
  id: string;
  item: AnnouncementBoardItem | undefined;
  loading: boolean;
  headingLevel: 2 | 3 | 4;
  formatDate: (epochMs: number) => string;
  ref?: Ref<HTMLElement>;
}

/** The pane that shows the open announcement, named by its title; an invitation to choose otherwise. */
export function AnnouncementDetail({
  id,
  item,
  loading,
  headingLevel,
  formatDate,
  ref,
}: AnnouncementDetailProps) {
  const { t } = useUiPanelTranslation();
  const titleId = useId();
  const html = useMemo(() => sanitizeHtml(item?.content), [item?.content]);
  const Heading = `h${headingLevel}` as const;

  if (loading)
    return (
      <section ref={ref} id={id} className={cx(styles.pane, styles.paneIdle)} aria-hidden>
        <Skeleton inlineSize="70%" blockSize="1.2em" />
        <Skeleton lines={4} />
      </section>
    );
  if (!item)
    return (
      <section ref={ref} id={id} className={cx(styles.pane, styles.paneIdle, styles.paneCentred)}>
        <EmptyState
          size="compact"
          icon={<Megaphone size={22} strokeWidth={1.75} />}
          title={t('announcements.select')}
        />
      </section>
    );
  return (
    <section
      ref={ref}
      id={id}
      className={styles.pane}
      aria-labelledby={titleId}
      data-slot="announcement-detail"
    >
      <header className={styles.paneHeader}>
        <Heading id={titleId} className={styles.paneTitle}>
          {item.title}
        </Heading>
        <AnnouncementDate epochMs={item.startDate} text={formatDate(item.startDate)} />
      </header>
      {html ? (
        <CleanHtml className={styles.content} html={html} />
      ) : (
        <p className={styles.noContent}>{t('announcements.noContent')}</p>
      )}
    </section>
  );
}
