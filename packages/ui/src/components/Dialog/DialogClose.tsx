import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactElement } from 'react';
import { useDialogContext } from './DialogContext';

export interface DialogCloseProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The element that closes the dialog (for example a Cancel `Button`). */
  children: ReactElement;
}

export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(
  { onClick, ...rest },
  ref,
) {
  const { setOpen } = useDialogContext('Close');
  return (
    <Slot
      ref={ref}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...rest}
    />
  );
});
DialogClose.displayName = 'Dialog.Close';
