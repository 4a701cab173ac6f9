import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button, type ButtonProps } from './Button';
import * as styles from './Button.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'asChild' | 'fullWidth'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (for example from lucide-react); it is hidden from assistive technology. */
  icon: ReactNode;
}

/** A square button showing only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size, variant = 'ghost', className, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      className={cx(styles.iconOnly[size ?? 'md'], className)}
      {...rest}
    >
      <span aria-hidden className={styles.iconSlot}>
        {icon}
      </span>
    </Button>
  );
});
