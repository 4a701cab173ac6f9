import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { forwardRef, useContext, useMemo, useRef, type HTMLAttributes } from 'react';
import { createPortal } from 'react-dom';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { PortalContext } from '../../provider/PortalContext';
import { cx } from '../../utils/cx';
import { IconButton } from '../Button';
import { mergeRefs } from '../private/FieldFrame/mergeRefs';
import * as styles from './Dialog.css';
import { DialogClose } from './DialogClose';
import { useDialogContext } from './DialogContext';
import { useModalDialog, type ModalDialogHandlers } from './useModalDialog';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

const content = cva(styles.content, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export interface DialogContentProps
  extends
    HTMLAttributes<HTMLDialogElement>,
    VariantProps<typeof content>,
    Partial<Omit<ModalDialogHandlers, 'setOpen'>> {
  /** Leave out the close button at the inline-end top corner (Escape and the cover still close). */
  hideClose?: boolean;
  /** The close button's accessible name; defaults to "Close". */
  closeLabel?: string;
}

/**
 * The panel: a modal `<dialog>` in the browser's top layer (the page behind is inert and hidden from
 * assistive technology), portalled into the provider's layer so it keeps brand and direction. It stays
 * rendered, closed, until its exit motion ends.
 */
export const DialogContent = forwardRef<HTMLDialogElement, DialogContentProps>(function DialogContent(
  {
    size,
    hideClose = false,
    closeLabel,
    closeOnOverlayClick = true,
    closeOnEscape = true,
    className,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
    ...rest
  },
  ref,
) {
  const { t } = useUiTranslation();
  const { open, setOpen, contentId, titleId, descriptionId, described } = useDialogContext('Content');
  const provider = useContext(PortalContext);
  const node = useRef<HTMLDialogElement | null>(null);
  const setNode = useMemo(() => mergeRefs(ref, node), [ref]);
  // Inside a provider, wait for its layer rather than flash an unthemed dialog in the body.
  const container = provider
    ? provider.portalContainer
    : typeof document === 'undefined'
      ? null
      : document.body;

  const present = useModalDialog(node, open, container !== null, {
    setOpen,
    closeOnEscape,
    closeOnOverlayClick,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
  });

  if (!container || !present) return null;
  return createPortal(
    <dialog
      ref={setNode}
      id={contentId}
      // Focusable, for a dialog with no control yet (still loading): focus then starts on the panel.
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      className={cx(content({ size }), className)}
      data-state={open ? 'open' : 'closed'}
      data-slot="dialog-content"
      data-size={size ?? 'md'}
      data-with-close={hideClose ? undefined : ''}
      {...rest}
    >
      {children}
      {hideClose ? null : (
        <DialogClose>
          <IconButton
            className={styles.close}
            size="sm"
            label={closeLabel ?? t('dialog.close')}
            icon={<X size={18} />}
          />
        </DialogClose>
      )}
    </dialog>,
    container,
  );
});
DialogContent.displayName = 'Dialog.Content';
