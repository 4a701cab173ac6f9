import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useUiTranslation, type UiTranslate } from '../../i18n/useUiTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { sanitizeHtml } from '../SafeHtml';
import { CleanHtml } from '../SafeHtml/CleanHtml';
import { Dialog } from './Dialog';
import type { DialogButton, DialogIcon, DialogOptions } from './dialogStore';
import * as styles from './ServiceDialog.css';

const icons: Record<DialogIcon, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
};

const defaultButtons: DialogButton[] = [{ value: 'ok' }];

function labelOf(button: DialogButton, t: UiTranslate): string {
  if (button.label) return button.label;
  if (button.value === 'ok' || button.value === 'cancel' || button.value === 'confirm')
    return t(`dialog.${button.value}`);
  return button.value;
}

export interface ServiceDialogProps {
  options: DialogOptions;
  open: boolean;
  /** Seconds before a timed dialog closes by itself (the host keeps the time). */
  secondsLeft?: number;
  /** Called with the pressed button's value, or `undefined` when dismissed. */
  onResolve: (value: string | undefined) => void;
  /** Where focus goes on close; the host returns it to what had focus before the dialogs. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** One dialog of the `dialog()` service: icon, title, text or sanitised HTML, buttons, time left. */
export function ServiceDialog({
  options,
  open,
  secondsLeft,
  onResolve,
  onCloseAutoFocus,
}: ServiceDialogProps) {
  const { t } = useUiTranslation();
  const { icon, title, message, html, buttons = defaultButtons, closeOnCover = true } = options;
  const footer = useRef<HTMLDivElement>(null);
  // Sanitised here too, to know whether anything is left to describe the dialog (sanitising is idempotent).
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  const Icon = icon ? icons[icon] : undefined;
  const iconLabel = icon ? t(`dialog.icon.${icon}`) : undefined;
  const hasText = Boolean(message || safeHtml);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onResolve(undefined))}>
      <Dialog.Content
        size="sm"
        hideClose
        role="alertdialog"
        className={styles.panel}
        data-icon={icon}
        closeOnOverlayClick={closeOnCover}
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          // Start on the first button (the safe choice comes first), not on a link inside the HTML.
          event.preventDefault();
          footer.current?.querySelector('button')?.focus();
        }}
      >
        {Icon ? (
          <span className={cx(styles.icon, icon && styles.tone[icon])}>
            <Icon size={28} strokeWidth={2} {...(title ? { role: 'img', 'aria-label': iconLabel } : {})} />
          </span>
        ) : null}
        {/* Every dialog needs a name: without a title, the icon's meaning (or "Message") names it. */}
        <Dialog.Title className={cx(styles.title, !title && visuallyHidden)}>
          {title ?? iconLabel ?? t('dialog.message')}
        </Dialog.Title>
        {hasText ? (
          <Dialog.Description asChild>
            <Dialog.Body className={styles.body}>
              {message ? <p className={styles.message}>{message}</p> : null}
              {safeHtml ? <CleanHtml className={styles.html} html={safeHtml} /> : null}
            </Dialog.Body>
          </Dialog.Description>
        ) : null}
        <Dialog.Footer ref={footer} className={styles.footer} data-stacked={buttons.length > 2 || undefined}>
          {buttons.map((button, index) => (
            <Button
              key={button.value}
              className={styles.button}
              variant={button.variant ?? (index === buttons.length - 1 ? 'primary' : 'secondary')}
              onClick={() => onResolve(button.value)}
            >
              {labelOf(button, t)}
            </Button>
          ))}
        </Dialog.Footer>
        {secondsLeft !== undefined ? (
          <p className={styles.countdown}>{t('dialog.closesIn', { seconds: secondsLeft })}</p>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
