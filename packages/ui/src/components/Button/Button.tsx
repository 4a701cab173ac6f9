import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'soft', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = cva([styles.base, focusRing], {
  variants: {
    variant: styles.variant,
    size: styles.size,
    fullWidth: { true: styles.fullWidth, false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<VariantProps<typeof button>, 'fullWidth'> {
  /** Shows a spinner, keeps the label for screen readers, and ignores presses until done. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Render the child element (for example a link) with the button's look. */
  asChild?: boolean;
}

/** The kit's action button. `primary` is the one main action of a screen. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    loading = false,
    fullWidth = false,
    asChild = false,
    className,
    children,
    onClick,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  const Comp = asChild ? Slot : 'button';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (focus is not lost mid-request) but does nothing when pressed.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cx(button({ variant, size, fullWidth }), className)}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-loading={loading ? 'true' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <span className={styles.spinnerSlot}>
          <Spinner size="sm" decorative />
        </span>
      ) : null}
      {asChild ? (
        <Slottable>{children}</Slottable>
      ) : (
        <span className={cx(styles.content, loading && styles.contentLoading)}>{children}</span>
      )}
    </Comp>
  );
});
