import { Gift } from 'lucide-react';
import { useId, useState, type MouseEvent } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { Button } from '../Button';
import type { PromotionItem } from './PromotionDialog';
import * as styles from './PromotionList.css';
import { PromotionPeriod } from './PromotionPeriod';

export interface PromotionCardProps {
  promotion: PromotionItem;
  headingLevel: 2 | 3 | 4;
  timeZone?: string;
  onDetails: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** One promotion of the grid: its art (loaded lazily), title, period, summary and a Details button. */
export function PromotionCard({ promotion, headingLevel, timeZone, onDetails }: PromotionCardProps) {
  const { t } = useUiPanelTranslation();
  const titleId = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const showImage = Boolean(promotion.imageUrl) && failedSrc !== promotion.imageUrl;
  return (
    <article aria-labelledby={titleId} className={styles.card} data-slot="promotion-card">
      <div className={styles.media}>
        {/* The title names the card, so the art is decorative. */}
        {showImage ? (
          <img
            className={styles.image}
            src={promotion.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
            onError={() => setFailedSrc(promotion.imageUrl)}
          />
        ) : (
          <Gift aria-hidden size={40} strokeWidth={1.5} />
        )}
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title} title={promotion.title}>
          {promotion.title}
        </Heading>
        <PromotionPeriod startDate={promotion.startDate} endDate={promotion.endDate} timeZone={timeZone} />
        {promotion.summary ? <p className={styles.summary}>{promotion.summary}</p> : null}
        <div className={styles.details}>
          <Button size="sm" variant="secondary" aria-describedby={titleId} onClick={onDetails}>
            {t('promotions.details')}
          </Button>
        </div>
      </div>
    </article>
  );
}
