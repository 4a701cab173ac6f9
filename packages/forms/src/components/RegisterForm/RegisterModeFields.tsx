import type { SelectOption } from '@portal/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import {
  passwordRuleFromSettings,
  usernameRuleFromSettings,
  type RegisterFieldSettings,
  type RegisterMode,
} from '../../rules';
import { FormPasswordField, FormTextField } from '../Form';
import { SmsCodeField, type SmsRequestResult } from '../SmsCodeField';
import * as styles from './RegisterForm.css';
import type { RegisterFormLabels } from './registerLabels';
import { RegisterMobileField } from './RegisterMobileField';
import type { RegisterFormValues } from './registerTypes';

export interface RegisterModeFieldsProps {
  mode: RegisterMode;
  text: RegisterFormLabels;
  fields: RegisterFieldSettings;
  /** What this mode asks: the mobile number (and whether it must be given), the password, the SMS code. */
  asks: { mobile: boolean; mobileRequired: boolean; password: boolean; smsCode: boolean };
  countryDialingCodes: readonly SelectOption[];
  onRequestSms: () => Promise<SmsRequestResult>;
  phoneProvider?: boolean;
  now?: () => number;
}

/** The fields a mode asks by itself: the account (username or mobile number), the password, the SMS code. */
export function RegisterModeFields({ mode, text, fields, asks, ...props }: RegisterModeFieldsProps) {
  const { t } = useFormsTranslation();
  const username = usernameRuleFromSettings(fields);
  const password = passwordRuleFromSettings(fields);

  const usernameField = (
    <FormTextField<RegisterFormValues>
      name="username"
      label={text.username}
      hint={t('in_increase_username', { min: username.minLength, max: username.maxLength })}
      required
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      className={styles.wide}
    />
  );
  const mobileFields = asks.mobile ? (
    <>
      <RegisterMobileField text={text} codes={props.countryDialingCodes} required={asks.mobileRequired} />
      {asks.smsCode ? (
        <SmsCodeField<RegisterFormValues>
          name="verificationCode"
          mobileName="mobileNum"
          label={text.verificationCode}
          required
          onRequestSms={props.onRequestSms}
          phoneProvider={props.phoneProvider}
          now={props.now}
          className={styles.wide}
        />
      ) : null}
    </>
  ) : null;
  const passwordFields = asks.password ? (
    <>
      <FormPasswordField<RegisterFormValues>
        name="password"
        label={text.password}
        hint={t('in_increase_password', { min: password.minLength, max: password.maxLength })}
        required
        autoComplete="new-password"
      />
      <FormPasswordField<RegisterFormValues>
        name="confirmPassword"
        label={text.confirmPassword}
        required
        autoComplete="new-password"
      />
    </>
  ) : null;

  return (
    <div className={styles.grid} data-mode={mode}>
      {mode === 'username' ? usernameField : mobileFields}
      {passwordFields}
      {mode === 'username' ? mobileFields : null}
    </div>
  );
}
