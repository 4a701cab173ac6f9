import { X } from 'lucide-react';
import { forwardRef, useMemo, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { cx } from '../../utils/cx';
import { IconButton } from '../Button';
import { FieldFrame, fieldStyles, joinIds, mergeRefs, setNativeValue, useField } from '../private/FieldFrame';
import { Adornment, isTextAdornment } from './Adornment';
import { useHasValue } from './useHasValue';

export const textFieldSizes = ['md', 'lg'] as const;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label, tied to the input with `<label htmlFor>`. */
  label: ReactNode;
  /** Help shown under the input and read with it (`aria-describedby`). */
  hint?: ReactNode;
  /** The error message; marks the input invalid. Given a list, only the first message shows. */
  error?: ReactNode | readonly ReactNode[];
  /** Control height: `md` (40 px) in forms, `lg` (48 px) for a screen's main field. */
  size?: (typeof textFieldSizes)[number];
  /** Before the value: a dialling code ('+966'), an icon. Text is read with the input. */
  startAdornment?: ReactNode;
  /** After the value: a unit, an icon or an IconButton. */
  endAdornment?: ReactNode;
  /** Show a clear button while there is a value; it empties the input and returns focus to it. */
  clearable?: boolean;
  /** Called after the clear button emptied the input (its `onChange` has already run with ''). */
  onClear?: () => void;
  /** The clear button's name; defaults to 'textField.clear'. */
  clearLabel?: string;
  /** Read after the label of a required field; defaults to 'textField.required'. */
  requiredLabel?: string;
  /** Keep the label for screen readers only. */
  labelHidden?: boolean;
  /** Class of the field's root (label, box, hint and error); every other prop goes to the `<input>`. */
  className?: string;
}

/** A labelled text input; the ref and every native prop go to the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    size = 'md',
    startAdornment,
    endAdornment,
    clearable = false,
    onClear,
    clearLabel,
    requiredLabel,
    labelHidden,
    className,
    id,
    type = 'text',
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const { t } = useUiTranslation();
  const { disabled, readOnly, required } = rest;
  const field = useField({
    id,
    hint,
    error,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const hasValue = useHasValue(inputRef, rest.value, rest.defaultValue);
  const showClear = clearable && hasValue && !disabled && !readOnly;
  const prefixId = isTextAdornment(startAdornment) ? `${field.controlProps.id}-prefix` : undefined;
  const endIsText = isTextAdornment(endAdornment);

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    // A real input event, so React's onChange (and a form library listening to it) sees the empty value.
    setNativeValue(input, '');
    onClear?.();
    input.focus();
  };

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
        className={cx(fieldStyles.box, fieldStyles.boxSize[size])}
        data-slot="text-field"
        data-size={size}
        data-invalid={field.invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        <Adornment position="start" id={prefixId}>
          {startAdornment}
        </Adornment>
        <input
          ref={mergedRef}
          type={type}
          className={fieldStyles.control}
          {...field.controlProps}
          aria-describedby={joinIds(prefixId, field.controlProps['aria-describedby'])}
          {...rest}
        />
        {showClear || (endAdornment && !endIsText) ? (
          <span className={fieldStyles.actions}>
            {showClear ? (
              <IconButton
                size="sm"
                label={clearLabel ?? t('textField.clear')}
                icon={<X size={16} />}
                onClick={clear}
              />
            ) : null}
            {endIsText ? null : endAdornment}
          </span>
        ) : null}
        {endIsText ? <Adornment position="end">{endAdornment}</Adornment> : null}
      </div>
    </FieldFrame>
  );
});
