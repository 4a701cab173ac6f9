import { Gift, PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { isolate } from '../../utils/isolate';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import * as styles from './WelcomeDialog.css';

/** How many promotion titles the welcome names; the count covers the rest. */
export const welcomePromotionTitleLimit = 3;

export interface WelcomeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's nickname (or account), greeted in the title. */
  name: string;
  /** How many promotions are running (`availablePromoCount`); with 0 the promotions part is left out. */
  promotionCount: number;
  /** Titles of running promotions; the first three are named. */
  promotionTitles?: readonly string[];
  /** Goes to the promotions page (the dialog closes too). */
  onPromotions: () => void;
}

/** Shown once after a member's first login: a welcome, the running promotions and a way to them. */
export function WelcomeDialog({
  open,
  onOpenChange,
  name,
  promotionCount,
  promotionTitles = [],
  onPromotions,
}: WelcomeDialogProps) {
  const { t } = useUiPanelTranslation();
  const promotionsId = useId();
  const titles = promotionTitles.slice(0, welcomePromotionTitleLimit);
  const hasPromotions = promotionCount > 0;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="md"
        className={styles.panel}

        data-slot="welcome-dialog"
      >
        <span aria-hidden className={styles.icon}>
          <PartyPopper size={30} strokeWidth={1.75} />
        </span>
        <Dialog.Title className={styles.title}>{t('welcome.title', { name: isolate(name) })}</Dialog.Title>
        <Dialog.Description className={styles.text}>{t('welcome.text')}</Dialog.Description>
        {hasPromotions ? (
          <section aria-labelledby={promotionsId} className={styles.promotions}>
            <p id={promotionsId} className={styles.promotionsHeading}>
              <span aria-hidden className={styles.promotionsIcon}>
                <Gift size={18} />
              </span>
              {t('welcome.promotions', { count: promotionCount })}
            </p>
            {titles.length > 0 ? (
              <ul className={styles.list}>
                {titles.map((title, index) => (
                  <li key={`${index}-${title}`}>{title}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
        <Dialog.Footer className={styles.footer}>
          {hasPromotions ? (
            <Dialog.Close>
              <Button variant="secondary" className={styles.button} onClick={onPromotions}>
                {t('welcome.seePromotions')}
              </Button>
            </Dialog.Close>
          ) : null}
          <Dialog.Close>
            <Button className={styles.button}>{t('welcome.startPlaying')}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
