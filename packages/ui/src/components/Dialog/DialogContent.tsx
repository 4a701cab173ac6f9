import * as RadixDialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { forwardRef, useContext, type ComponentPropsWithoutRef } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { PortalContext } from '../../provider/PortalContext';
import { cx } from '../../utils/cx';
import { IconButton } from '../Button';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

const content = cva(styles.content, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export interface DialogContentProps
  extends ComponentPropsWithoutRef<typeof RadixDialog.Content>, VariantProps<typeof content> {
  /** Leave out the close button at the inline-end top corner (Escape and the cover still close). */
  hideClose?: boolean;
  /** The close button's accessible name; defaults to "Close". */
  closeLabel?: string;
  /** Whether a press on the cover around the panel closes the dialog; true by default. */
  closeOnOverlayClick?: boolean;
  /** Whether Escape closes the dialog; true by default. */
  closeOnEscape?: boolean;
}

/** The cover and the centred panel, portalled into the provider's layer so they keep brand and direction. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    size,
    hideClose = false,
    closeLabel,
    closeOnOverlayClick = true,
    closeOnEscape = true,
    className,
    children,
    onPointerDownOutside,
    onEscapeKeyDown,
    ...rest
  },
  ref,
) {
  const { t } = useUiTranslation();
  const provider = useContext(PortalContext);
  // Inside a provider, wait for its layer rather than flash an unthemed dialog in the body.
  const container = provider
    ? provider.portalContainer
    : typeof document === 'undefined'
      ? null
      : document.body;
  if (!container) return null;
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={styles.overlay} data-slot="dialog-overlay">
        <RadixDialog.Content
          ref={ref}
          className={cx(content({ size }), className)}
          data-slot="dialog-content"
          data-size={size ?? 'md'}
          data-with-close={hideClose ? undefined : ''}
          onPointerDownOutside={(event) => {
            if (!closeOnOverlayClick) event.preventDefault();
            onPointerDownOutside?.(event);
          }}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
            onEscapeKeyDown?.(event);
          }}
          {...rest}
        >
          {children}
          {hideClose ? null : (
            <RadixDialog.Close asChild>
              <IconButton
                className={styles.close}
                size="sm"
                label={closeLabel ?? t('dialog.close')}
                icon={<X size={18} />}
              />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Overlay>
    </RadixDialog.Portal>
  );
});
DialogContent.displayName = 'Dialog.Content';
