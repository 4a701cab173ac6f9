import { Inbox } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export const emptyStateSizes = ['compact', 'regular'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon (hidden from assistive technology); defaults to an inbox. */
  icon?: ReactNode;
  /** The headline; defaults to "Nothing here yet". */
  title?: ReactNode;
  /** A sentence on why it is empty or what to do next. */
  description?: ReactNode;
  /** A way forward, for example a button to clear the filters. */
  action?: ReactNode;
  /** `compact` inside tables and panels, `regular` for a whole page. Defaults to `regular`. */
  size?: EmptyStateSize;
  /** Render the title as a heading of this level instead of a paragraph (1 when it is the page's own title). */
  headingLevel?: 1 | 2 | 3 | 4;
}

/** What a list, a table or a page shows when it has nothing to show. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, description, action, size = 'regular', headingLevel, className, ...rest },
  ref,
) {
  const { t } = useUiTranslation();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      ref={ref}
      className={cx(styles.root, styles.size[size], className)}
      data-slot="empty-state"
      data-size={size}
      {...rest}
    >
      <span aria-hidden className={cx(styles.icon, styles.iconSize[size])}>
        {icon ?? <Inbox size={size === 'compact' ? 22 : 32} strokeWidth={1.75} />}
      </span>
      <Title className={cx(styles.title, styles.titleSize[size])}>{title ?? t('emptyState.title')}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
