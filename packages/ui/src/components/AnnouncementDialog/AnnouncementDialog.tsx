import { useRef } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { AnnouncementBoard, type AnnouncementBoardProps } from '../AnnouncementBoard/AnnouncementBoard';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './AnnouncementDialog.css';

export interface AnnouncementDialogProps extends Omit<AnnouncementBoardProps, 'headingLevel' | 'className'> {
  /** Whether the popup shows (controlled). */
  open: boolean;
  /** Called with `false` when the reader closes it (close button, Escape, a press on the cover). */
  onOpenChange: (open: boolean) => void;
  /** The popup's title; "Announcements" by default. */
  title?: string;
  /** The close button's accessible name; "Close" by default. */
  closeLabel?: string;
}

/**
 * The announcement popup (spec section 2.5): a titled dialog holding the paged list and the open
 * announcement. Focus moves in, stays inside and returns on close, as with every `Dialog`. Whether it
 * shows once a session, and for whom, is the host's decision.
 */
export function AnnouncementDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  ...board
}: AnnouncementDialogProps) {
  const { t } = useUiPanelTranslation();
  const panel = useRef<HTMLDialogElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="lg"
        className={styles.panel}
        closeLabel={closeLabel}
        ref={panel}
        onOpenAutoFocus={(event) => {
          // Start on the open announcement, else the first: not on the scrolling body around them.
          // With none (loading, empty), on the dialog itself, so its title is read.
          event.preventDefault();
          const item =
            panel.current?.querySelector<HTMLElement>('[aria-expanded="true"]') ??
            panel.current?.querySelector<HTMLElement>('[aria-expanded]');
          (item ?? panel.current)?.focus();
        }}

        // The board says everything; there is no separate description to point at.
        aria-describedby={undefined}
      >
        <Dialog.Title>{title ?? t('announcements.title')}</Dialog.Title>
        <Dialog.Body className={styles.body}>
          <AnnouncementBoard {...board} headingLevel={3} />
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
