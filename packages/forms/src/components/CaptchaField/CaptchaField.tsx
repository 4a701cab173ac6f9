import { cx, focusRing, Skeleton, TextField, type TextFieldProps } from '@portal/ui';
import { RotateCw } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from '../Form/useBoundField';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './CaptchaField.css';
import { captchaSrc } from './captchaImage';
import { captchaRefreshThrottleMs, createThrottle } from './refreshThrottle';

export interface CaptchaFieldProps<Values extends FieldValues> {
  /** The answer field, for example 'captcha'. */
  name: FieldPath<Values>;
  /** The base64 PNG from GET /wps/captcha (with or without the data: prefix); undefined while loading. */
  image: string | undefined;
  /** Asks the host for a new image; called at most once per second however often it is pressed. */
  onRefresh: () => void;
  /** The field's label; defaults to the forms key 'field.captcha'. */
  label?: string;
  /** The image button's name; defaults to the forms key 'captcha.refresh'. */
  refreshLabel?: string;
  /** The image's text alternative; defaults to the forms key 'captcha.image'. */
  imageAlt?: string;
  /** Help under the field. */
  hint?: ReactNode;
  /** Marks the field required (a star, and "required" for screen readers). */
  required?: boolean;
  /** Disables the input and the refresh. */
  disabled?: boolean;
  /** The clock of the refresh throttle, in epoch milliseconds (tests pass their own). */
  now?: () => number;
  /** Class of the field's root. */
  className?: string;
}

/** The captcha input as it looks, outside a form: its value and change come from the host. */
export interface CaptchaInputProps
  extends
    Omit<CaptchaFieldProps<FieldValues>, 'name'>,
    Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The captcha answer with its image at the end of the field. Pressing the image asks for a new one,
 * at most once per second; while the image loads a placeholder keeps its place.
 */
export function CaptchaInput({
  image,
  onRefresh,
  label,
  refreshLabel,
  imageAlt,
  hint,
  required,
  disabled,
  now,
  className,
  inputRef,
  value,
  ...input
}: CaptchaInputProps) {
  const { t } = useFormsTranslation();
  const [gate] = useState(() => createThrottle(captchaRefreshThrottleMs, now));
  const loading = image === undefined;

  return (
    <TextField
      {...input}
      ref={inputRef}
      label={label ?? t('field.captcha')}
      hint={hint}
      required={required}
      disabled={disabled}
      className={className}
      value={value ?? ''}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className={cx(styles.refresh, focusRing)}
          aria-label={refreshLabel ?? t('captcha.refresh')}
          title={refreshLabel ?? t('captcha.refresh')}
          aria-busy={loading || undefined}
          disabled={disabled}
          data-state={loading ? 'loading' : 'ready'}
          onClick={() => {
            if (gate.tryPass()) onRefresh();
          }}
        >
          {loading ? (
            <Skeleton shape="rect" inlineSize={90} blockSize={30} className={styles.image} />
          ) : (
            <img className={styles.image} src={captchaSrc(image)} alt={imageAlt ?? t('captcha.image')} />
          )}
          <span aria-hidden className={styles.icon}>
            <RotateCw size={14} strokeWidth={2.25} />
          </span>
        </button>
      }
    />
  );
}

/** The captcha answer as a field of the form around it (react-hook-form), with its image. */
export function CaptchaField<Values extends FieldValues>({ name, ...props }: CaptchaFieldProps<Values>) {
  const { ref, value, ...bound } = useBoundField<Values>(name);
  return <CaptchaInput {...props} {...bound} inputRef={ref} value={(value as string | undefined) ?? ''} />;
}
