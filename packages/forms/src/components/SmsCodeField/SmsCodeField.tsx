import { CountdownButton, TextField, useDialog } from '@portal/ui';
import type { ReactNode } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useBoundField } from '../Form/useBoundField';
import { smsCodeLength } from '../../rules';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './SmsCodeField.css';
import { smsCountdownSeconds, type SmsRequestResult } from './smsCountdownSeconds';

export interface SmsCodeFieldProps<Values extends FieldValues> {
  /** The code field, for example 'verificationCode'. Its value is kept exactly as typed (never trimmed). */
  name: FieldPath<Values>;
  /**
   * The mobile number field: validated (react-hook-form `trigger`) before any request is made. Leave it
   * out when the code goes to a number the platform already knows (the member's own, shown masked).
   */
  mobileName?: FieldPath<Values>;
  /**
   * Asks the platform for a code. Reject with an Error whose message is the server's message (or a rule
   * message key such as 'error.phone.tooManyRequests'): it is shown in the warning dialog.
   */
  onRequestSms: () => Promise<SmsRequestResult>;
  /** The phone provider sends the code: the countdown is then always 1 minute. */
  phoneProvider?: boolean;
  /** The field's label; defaults to the forms key 'field.verificationCode'. */
  label?: string;
  /** The button before the first send; defaults to the ui's "Send code". */
  sendLabel?: string;
  /** The button once a countdown has run out; defaults to the ui's "Resend code". */
  resendLabel?: string;
  /** Help under the field. */
  hint?: ReactNode;
  /** Marks the field required (a star, and "required" for screen readers). */
  required?: boolean;
  /** Disables the input and the button. */
  disabled?: boolean;
  /** Start mid-countdown (a reopened form); the button then offers a resend. */
  initialSeconds?: number;
  /** The clock in epoch milliseconds; stories and tests pass a fixed one. */
  now?: () => number;
  /** Class of the field's root. */
  className?: string;
}

const reasonOf = (error: unknown): string | undefined =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;

/**
 * The SMS verification code with its send button. The mobile number, when the form has one, is checked
 * first (nothing is asked while it is invalid; focus goes to it); a sent code starts the countdown (60 s
 * per `expiredMinutes`); a failed request shows the warning dialog with the server's message, and the
 * button is ready again.
 */
export function SmsCodeField<Values extends FieldValues>({
  name,
  mobileName,
  onRequestSms,
  phoneProvider = false,
  label,
  sendLabel,
  resendLabel,
  hint,
  required,
  disabled,
  initialSeconds,
  now,
  className,
}: SmsCodeFieldProps<Values>) {
  const { trigger, setFocus } = useFormContext<Values>();
  const bound = useBoundField<Values>(name);
  const { t, message } = useFormsTranslation();
  const openDialog = useDialog();

  const send = async (): Promise<number | false> => {
    if (mobileName && !(await trigger(mobileName))) {
      setFocus(mobileName);
      return false;
    }
    try {
      const result = await onRequestSms();
      return smsCountdownSeconds(result?.expiredMinutes, phoneProvider);
    } catch (error) {
      // Not awaited: the button is ready again while the person reads the warning.
      void openDialog({
        icon: 'warning',
        message: message(reasonOf(error)) ?? t('error.phone.unknown'),
        buttons: [{ value: 'ok' }],
      });
      return false;
    }
  };

  return (
    <TextField
      {...bound}
      label={label ?? t('field.verificationCode')}
      hint={hint}
      required={required}
      disabled={disabled}
      className={className}
      value={(bound.value as string | undefined) ?? ''}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={smsCodeLength}
      endAdornment={
        <span className={styles.send}>
          <CountdownButton
            onSend={send}
            size="sm"
            variant="soft"
            disabled={disabled}
            sendLabel={sendLabel}
            resendLabel={resendLabel}
            initialSeconds={initialSeconds}
            now={now}
          />
        </span>
      }
    />
  );
}
