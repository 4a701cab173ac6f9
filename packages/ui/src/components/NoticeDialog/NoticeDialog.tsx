import { useMemo, useRef } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { useLastShown } from '../private/useLastShown';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { CleanHtml } from '../SafeHtml/CleanHtml';
import { sanitizeHtml } from '../SafeHtml/sanitizeHtml';
import * as styles from './NoticeDialog.css';

/** A notice as its detail shows it: a title and, when the server sends one, HTML content. */
export interface NoticeDialogNotice {
  title: string;
  /** HTML from the server; sanitised before it is shown. */
  content?: string;
}

export interface NoticeDialogProps {
  /** The notice to show; `null` closes the dialog. */
  notice: NoticeDialogNotice | null;
  /** Called when the reader closes it: the OK button, Escape or a press on the cover. */
  onClose: () => void;
  /** The button's text; "OK" by default. */
  okLabel?: string;
}

/** The detail of one notice (for example one from the marquee): its title, its content and OK. */
export function NoticeDialog({ notice, onClose, okLabel }: NoticeDialogProps) {
  const { t } = useUiTranslation();
  const ok = useRef<HTMLButtonElement>(null);
  const current = useLastShown(notice);
  const html = useMemo(() => sanitizeHtml(current?.content), [current?.content]);

  return (
    <Dialog.Root open={notice !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        size="md"
        hideClose

        onOpenAutoFocus={(event) => {
          // Start on OK, not on a link inside the notice.
          event.preventDefault();
          ok.current?.focus();
        }}
        {...(html ? {} : { 'aria-describedby': undefined })}
      >
        <Dialog.Title className={styles.title}>{current?.title}</Dialog.Title>
        {html ? (
          <Dialog.Description asChild>
            <Dialog.Body>
              <CleanHtml className={styles.content} html={html} />
            </Dialog.Body>
          </Dialog.Description>
        ) : null}
        <Dialog.Footer>
          <Dialog.Close>
            <Button ref={ok} className={styles.ok}>
              {okLabel ?? t('dialog.ok')}
            </Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
