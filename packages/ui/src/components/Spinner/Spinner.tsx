import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type HTMLAttributes } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

const spinnerVariants = cva(styles.spinner, {
  variants: { size: styles.sizes },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** What is loading, for screen readers; defaults to "Loading". */
  label?: string;
  /** Draw only the ring, with no status role (when the parent already announces the state). */
  decorative?: boolean;
}

/** An indeterminate progress indicator. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size, label, decorative = false, className, ...rest },
  ref,
) {
  const { t } = useUiTranslation();
  const ring = <span aria-hidden className={spinnerVariants({ size })} />;
  if (decorative)
    return (
      <span ref={ref} className={className} {...rest} data-slot="spinner">
        {ring}
      </span>
    );
  return (
    <span ref={ref} role="status" className={cx(styles.wrapper, className)} data-slot="spinner" {...rest}>
      {ring}
      <span className={visuallyHidden}>{label ?? t('loading.label')}</span>
    </span>
  );
});
