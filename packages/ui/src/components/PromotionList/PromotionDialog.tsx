import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { useLastShown } from '../private/useLastShown';
import { SafeHtml } from '../SafeHtml';
import * as styles from './PromotionDialog.css';
import { PromotionPeriod } from './PromotionPeriod';

/** One promotion, as `MCSFE_getPromotions` lists it. */
export interface PromotionItem {
  id: number | string;
  /** The code of its category. */
  category: string;
  title: string;
  /** One or two sentences for the card. */
  summary: string;
  /** The full terms, as HTML from the server; sanitised before it is shown. */
  content: string;
  imageUrl: string;
  /** Epoch milliseconds. */
  startDate: number;
  /** Epoch milliseconds; null when it runs until further notice. */
  endDate: number | null;
}

export interface PromotionDialogProps {
  /** The promotion shown; nothing renders while it is null. */
  promotion: PromotionItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The time zone the dates are read in; the browser's by default. */
  timeZone?: string;
  /** Actions at the foot (for example a "Join" button); none by default, the close button is enough. */
  actions?: ReactNode;
}

/** A promotion in full: its art, title, period and its sanitised HTML terms. */
export function PromotionDialog({ promotion, open, onOpenChange, timeZone, actions }: PromotionDialogProps) {
  const current = useLastShown(promotion);
  if (!current) return null;
  return (
    <Dialog.Root open={open && promotion !== null} onOpenChange={onOpenChange}>
      <Dialog.Content size="md" data-slot="promotion-dialog">
        <Dialog.Title>{current.title}</Dialog.Title>
        <Dialog.Description asChild>
          <PromotionPeriod
            className={styles.period}
            startDate={current.startDate}
            endDate={current.endDate}
            timeZone={timeZone}
          />
        </Dialog.Description>
        <Dialog.Body className={styles.body}>
          {current.imageUrl ? (
            <img className={styles.image} src={current.imageUrl} alt="" decoding="async" draggable={false} />
          ) : null}
          <SafeHtml className={styles.content} html={current.content} />
        </Dialog.Body>
        {actions ? <Dialog.Footer>{actions}</Dialog.Footer> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
