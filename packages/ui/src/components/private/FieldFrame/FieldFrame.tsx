import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiTranslation } from '../../../i18n/useUiTranslation';
import { visuallyHidden } from '../../../styles/visuallyHidden.css';
import { cx } from '../../../utils/cx';
import * as styles from './FieldFrame.css';
import type { FieldState } from './useField';

export interface RequiredMarkerProps {
  /** Read instead of the star; defaults to the 'textField.required' text. */
  label?: string;
}

/** A star for the eye and the word "required" for screen readers. */
export function RequiredMarker({ label }: RequiredMarkerProps) {
  const { t } = useUiTranslation();
  return (
    <>
      {' '}
      <span aria-hidden className={styles.requiredMark}>
        *
      </span>
      <span className={visuallyHidden}>{label ?? t('textField.required')}</span>
    </>
  );
}

/** The field's one error: an icon and the critical tone, referenced by the control's `aria-describedby`. */
export function FieldError({
  id,
  children,
  className,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div id={id} className={cx(styles.error, className)} data-slot="field-error">
      <CircleAlert aria-hidden size={16} className={styles.errorIcon} />
      <span>{children}</span>
    </div>
  );
}

export interface FieldFrameProps {
  /** The visible label, tied to the control with `htmlFor`. */
  label: ReactNode;
  /** The wiring from `useField`: ids of the control, hint and error, and the message to show. */
  field: FieldState;
  hint?: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  /** Keep the label for screen readers only (for example a search box with a visible icon). */
  labelHidden?: boolean;
  disabled?: boolean;
  className?: string;
  /** The control, inside its box. */
  children: ReactNode;
}

/** Label, control, hint and error, in that order: the layout TextField, PasswordField and Select share. */
export function FieldFrame({
  label,
  field: { controlProps, hintId, errorId, message },
  hint,
  required,
  requiredLabel,
  labelHidden,
  disabled,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)} data-disabled={disabled || undefined}>
      <label htmlFor={controlProps.id} className={labelHidden ? visuallyHidden : styles.label}>
        {label}
        {required ? <RequiredMarker label={requiredLabel} /> : null}
      </label>
      {children}
      {hintId ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {errorId ? <FieldError id={errorId}>{message}</FieldError> : null}
    </div>
  );
}
