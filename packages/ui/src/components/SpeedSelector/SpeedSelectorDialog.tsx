import type { ReactElement } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { Dialog } from '../Dialog';
import { SpeedSelector, type SpeedSelectorProps } from './SpeedSelector';

export interface SpeedSelectorDialogProps extends SpeedSelectorProps {
  /** Controlled open state (the side menu's "Server speed" entry opens it). */
  open?: boolean;
  /** Uncontrolled: open at first. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (Escape, the cover, the close button, the trigger). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (focus returns to it on close); leave it out when controlled. */
  trigger?: ReactElement;
  /** The dialog's title; "Server speed" by default. */
  title?: string;
  /** The sentence under the title; a line on choosing the fastest line by default. */
  description?: string;
}

/**
 * The server-speed selector in a modal dialog. The host starts the pings when it opens, and usually
 * closes it from `onConfirm` after opening the chosen domain.
 */
export function SpeedSelectorDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  ...selector
}: SpeedSelectorDialogProps) {
  const { t: ui } = useUiTranslation();
  const { t } = useUiPanelTranslation();
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content size="md" data-slot="speed-selector-dialog">
        <Dialog.Title>{title ?? ui('siteLinks.serverSpeed')}</Dialog.Title>
        <Dialog.Description>{description ?? t('speedSelector.description')}</Dialog.Description>
        <Dialog.Body>
          <SpeedSelector {...selector} />
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
