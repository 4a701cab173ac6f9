import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { Tabs } from '../Tabs';
import { PromotionCard } from './PromotionCard';
import { PromotionDialog, type PromotionItem } from './PromotionDialog';
import * as styles from './PromotionList.css';
import { categoryTabs, promotionsIn, type PromotionCategory } from './promotions';

export const promotionListHeadingLevels = [2, 3, 4] as const;

export interface PromotionListProps {
  /** The server's categories, in order; an 'All' tab (value '') comes first on its own. */
  categories: readonly PromotionCategory[];
  /** The selected category's code; '' for all. */
  category: string;
  /** Called with the chosen category's code ('' for all); the host loads that category's promotions. */
  onCategoryChange: (code: string) => void;
  /** The promotions; those of another category than the selected one are left out. */
  items: readonly PromotionItem[];
  /** Shows placeholder cards while the promotions load. */
  loading?: boolean;
  /**
   * Called with a promotion's id when its Details button is pressed, for a host that shows the details
   * itself (for example on a route of its own). Without it the list opens its own `PromotionDialog`.
   */
  onOpen?: (id: PromotionItem['id']) => void;
  /** The time zone the dates are read in; the browser's by default. */
  timeZone?: string;
  /** The heading level of the card titles within the page's outline; 3 by default. */
  headingLevel?: (typeof promotionListHeadingLevels)[number];
  /** How many placeholder cards show while loading; 6 by default. */
  placeholderCount?: number;
  className?: string;
}

/** The promotions page (spec 2.1, /promotions): category tabs over a grid of promotion cards. */
export function PromotionList({
  categories,
  category,
  onCategoryChange,
  items,
  loading = false,
  onOpen,
  timeZone,
  headingLevel = 3,
  placeholderCount = 6,
  className,
}: PromotionListProps) {
  const { t } = useUiPanelTranslation();
  const [detail, setDetail] = useState<{ promotion: PromotionItem; open: boolean } | null>(null);
  const tabs = categoryTabs(categories, t('promotions.all'));
  const shown = promotionsIn(items, category);

  const openDetails = (promotion: PromotionItem) => {
    if (onOpen) onOpen(promotion.id);
    else setDetail({ promotion, open: true });
  };

  const content = loading ? (
    <>
      <p role="status" className={visuallyHidden}>
        {t('promotions.loading')}
      </p>
      <ul className={styles.grid} aria-hidden>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index} className={styles.item}>
            <div className={styles.card}>
              <Skeleton shape="rect" blockSize="auto" className={styles.placeholderMedia} />
              <div className={styles.body}>
                <Skeleton inlineSize="70%" blockSize="1.2em" />
                <Skeleton inlineSize="55%" />
                <Skeleton lines={2} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  ) : shown.length === 0 ? (
    <EmptyState
      icon={<Gift size={32} strokeWidth={1.75} />}
      title={t('promotions.emptyTitle')}
      description={t('promotions.emptyDescription')}
    />
  ) : (
    <ul className={styles.grid}>
      {shown.map((promotion) => (
        <li key={promotion.id} className={styles.item}>
          <PromotionCard
            promotion={promotion}
            headingLevel={headingLevel}
            timeZone={timeZone}
            onDetails={() => openDetails(promotion)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={cx(styles.root, className)} data-slot="promotion-list">
      {/* Manual activation: arrow keys move between tabs, and only Enter, Space or a click loads one. */}
      <Tabs.Root variant="pill" value={category} onValueChange={onCategoryChange} activationMode="manual">
        <Tabs.List aria-label={t('promotions.categories')} className={styles.tabList}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.code} value={tab.code}>
              {tab.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content
            key={tab.code}
            value={tab.code}
            className={styles.panel}
            aria-busy={tab.code === category && loading ? true : undefined}
          >
            {tab.code === category ? content : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {onOpen ? null : (
        <PromotionDialog
          promotion={detail?.promotion ?? null}
          open={detail?.open ?? false}
          onOpenChange={(open) => setDetail((current) => current && { ...current, open })}
          timeZone={timeZone}
        />
      )}
    </div>
  );
}
