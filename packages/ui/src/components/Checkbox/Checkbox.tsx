import { Check, Minus } from 'lucide-react';
import {
  forwardRef,
  useLayoutEffect,
  useMemo,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { FieldError, mergeRefs, RequiredMarker, useField } from '../private/FieldFrame';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The label; may hold links (terms, privacy): clicking a link follows it and does not toggle. */
  label: ReactNode;
  /** Smaller text under the label, read with the checkbox (`aria-describedby`). */
  description?: ReactNode;
  /** The error message (for example unticked terms); marks the checkbox invalid. Only the first of a list shows. */
  error?: ReactNode | readonly ReactNode[];
  /** Neither checked nor unchecked (a "select all" over a partial selection); read as "mixed". */
  indeterminate?: boolean;
  /** Read after the label of a required checkbox; defaults to 'textField.required'. */
  requiredLabel?: string;
  /** Class of the root; every other prop goes to the native `<input type="checkbox">`. */
  className?: string;
}

/** A native checkbox with the kit's box; the ref and every native prop go to the `<input>`. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    error,
    indeterminate = false,
    requiredLabel,
    className,
    id,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const field = useField({
    id,
    hint: description,
    error,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  // `indeterminate` exists only as a DOM property; a click clears it, so it is applied after every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });
  return (
    <div
      className={cx(styles.root, className)}
      data-slot="checkbox"
      data-disabled={rest.disabled || undefined}
    >
      <div className={styles.row}>
        <span className={styles.control}>
          <input ref={mergedRef} type="checkbox" className={styles.input} {...field.controlProps} {...rest} />
          <span aria-hidden className={styles.box}>
            <Check size={14} strokeWidth={3.5} className={styles.checkMark} />
            <Minus size={14} strokeWidth={3.5} className={styles.mixedMark} />
          </span>
        </span>
        <div className={styles.text}>
          <label htmlFor={field.controlProps.id} className={styles.label}>
            {label}
            {rest.required ? <RequiredMarker label={requiredLabel} /> : null}
          </label>
          {field.hintId ? (
            <div id={field.hintId} className={styles.description}>
              {description}
            </div>
          ) : null}
        </div>
      </div>
      {field.errorId ? (
        <FieldError id={field.errorId} className={styles.error}>
          {field.message}
        </FieldError>
      ) : null}
    </div>
  );
});
