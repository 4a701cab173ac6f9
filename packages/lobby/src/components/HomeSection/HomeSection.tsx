import {
  Button,
  cx,
  EmptyState,
  flipInRtl,
  focusRing,
  isolate,
  Skeleton,
  usePortal,
  visuallyHidden,
} from '@portal/ui';
import { ChevronRight } from 'lucide-react';
import { Children, useId, type ReactNode } from 'react';
import { useLobbyTranslation } from '../../i18n/useLobbyTranslation';
import { CardPlaceholder } from '../private/CardPlaceholder';
import * as styles from './HomeSection.css';

export interface HomeSectionProps {
  /** The section's title, for example "Slots". */
  title: string;
  /** The element id the game menu scrolls to. */
  id?: string;
  /** A decorative icon before the title. */
  icon?: ReactNode;
  /** The section's lobby: the 'All' link, through the provider's link component. None without it. */
  allHref?: string;
  /** The 'All' link's visible text; its accessible name adds the title ("All Slots"). */
  allLabel?: string;
  /** The title's heading level; 2 by default. */
  headingLevel?: 2 | 3;
  /** `games` lays the children out as game cards, `vendors` as vendor tiles. */
  kind?: 'games' | 'vendors';
  /** The section's cards: each child becomes one item of the section's list. */
  children?: ReactNode;
  /** Shows placeholders and marks the section busy. */
  loading?: boolean;
  /** How many placeholders show while loading; 6 by default. */
  placeholderCount?: number;
  /** What an empty section says; "Nothing here yet" by default. */
  emptyTitle?: ReactNode;
  /** Load more: the button shows when this is given and `showMore` is not false. */
  onLoadMore?: () => void;
  /** Whether there is more to load (spec 9: past 10 games or 6 vendors). */
  showMore?: boolean;
  /** The load-more button shows a spinner while more load. */
  loadingMore?: boolean;
  /** The load-more button's text; "Load more" by default. */
  loadMoreLabel?: string;
  className?: string;
}

/** A titled section of the home page (spec 2.3): its 'All' link, a row of cards or tiles, and load more. */
export function HomeSection({
  title,
  id,
  icon,
  allHref,
  allLabel,
  headingLevel = 2,
  kind = 'games',
  children,
  loading = false,
  placeholderCount = 6,
  emptyTitle,
  onLoadMore,
  showMore = true,
  loadingMore = false,
  loadMoreLabel,
  className,
}: HomeSectionProps) {
  const { t } = useLobbyTranslation();
  const { linkComponent: Link } = usePortal();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const items = Children.toArray(children);

  const body = loading ? (
    <>
      <p role="status" className={visuallyHidden}>
        {t('homeSection.loading', { title: isolate(title) })}
      </p>
      <ul aria-hidden className={cx(styles.list, styles.listKind[kind])}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index} className={styles.item}>
            {kind === 'games' ? (
              <CardPlaceholder seed={index} />
            ) : (
              <span className={styles.tilePlaceholder}>
                <Skeleton shape="rect" inlineSize={56} blockSize={56} />
                <Skeleton inlineSize="60%" blockSize="1em" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  ) : items.length === 0 ? (
    <EmptyState size="compact" title={emptyTitle ?? t('homeSection.empty')} />
  ) : (
    <ul className={cx(styles.list, styles.listKind[kind])}>
      {items.map((child, index) => (
        <li key={(child as { key?: string | null }).key ?? index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
      data-slot="home-section"
      data-kind={kind}
    >
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {icon ? (
            <span aria-hidden className={styles.icon}>
              {icon}
            </span>
          ) : null}
          {title}
        </Heading>
        {allHref ? (
          <Link
            href={allHref}
            className={cx(styles.all, focusRing)}
            aria-label={t('homeSection.allOf', { title: isolate(title) })}
          >
            {allLabel ?? t('homeSection.all')}
            <ChevronRight size={16} aria-hidden className={flipInRtl} />
          </Link>
        ) : null}
      </header>
      {body}
      {onLoadMore && showMore && !loading ? (
        <div className={styles.more}>
          <Button variant="secondary" size="sm" loading={loadingMore} onClick={onLoadMore}>
            {loadMoreLabel ?? t('homeSection.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
