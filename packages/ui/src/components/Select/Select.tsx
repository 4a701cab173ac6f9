import { ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { cx } from '../../utils/cx';
import { FieldFrame, fieldStyles, useField } from '../private/FieldFrame';
import * as styles from './Select.css';

export const selectSizes = ['md', 'lg'] as const;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'size' | 'children' | 'multiple'
> {
  /** The visible label, tied to the select with `<label htmlFor>`. */
  label: ReactNode;
  /** Help shown under the select and read with it (`aria-describedby`). */
  hint?: ReactNode;
  /** The error message; marks the select invalid. Given a list, only the first message shows. */
  error?: ReactNode | readonly ReactNode[];
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * A disabled empty first option shown until a choice is made (so a required select starts empty):
   * `true` for the default text ('select.placeholder'), or the text itself.
   */
  placeholder?: boolean | string;
  /** Control height: `md` (40 px) or `lg` (48 px). */
  size?: (typeof selectSizes)[number];
  /** Read after the label of a required select; defaults to 'textField.required'. */
  requiredLabel?: string;
  /** Keep the label for screen readers only. */
  labelHidden?: boolean;
  /** Class of the field's root; every other prop goes to the native `<select>`. */
  className?: string;
}

/** A labelled native `<select>`: the platform's accessible list, with the kit's look. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    options,
    placeholder,
    size = 'md',
    requiredLabel,
    labelHidden,
    className,
    id,
    defaultValue,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const { t } = useUiTranslation();
  const { disabled, required } = rest;
  const field = useField({
    id,
    hint,
    error,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
  });
  const placeholderText = placeholder === true ? t('select.placeholder') : placeholder || undefined;
  // Without this the browser would pick the first enabled option and the placeholder would never show.
  const initial =
    rest.value === undefined ? { defaultValue: defaultValue ?? (placeholderText ? '' : undefined) } : {};
  return (
    <FieldFrame
      label={label}
      field={field}
      hint={hint}
      required={required}
      requiredLabel={requiredLabel}
      labelHidden={labelHidden}
      disabled={disabled}
      className={className}
    >
      <div
        className={cx(fieldStyles.box, fieldStyles.boxSize[size], styles.box)}
        data-slot="select"
        data-size={size}
        data-invalid={field.invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <select
          ref={ref}
          className={cx(fieldStyles.control, styles.select, styles.selectSize[size])}
          {...field.controlProps}
          {...initial}
          {...rest}
        >
          {placeholderText ? (
            <option value="" disabled>
              {placeholderText}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className={styles.chevron} />
      </div>
    </FieldFrame>
  );
});
