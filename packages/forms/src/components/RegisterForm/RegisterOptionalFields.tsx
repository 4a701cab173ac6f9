import type { InputHTMLAttributes } from 'react';
import type { RegisterFieldName, RegisterFieldSettings } from '../../rules';
import { CaptchaField } from '../CaptchaField';
import { FormPasswordField, FormTextField } from '../Form';
import * as styles from './RegisterForm.css';
import type { RegisterFormLabels } from './registerLabels';
import type { RegisterCaptcha, RegisterFormValues } from './registerTypes';

type Input = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

/** The settings-driven fields in the order they are shown, each with the input that suits it. */
const optionalInputs: ReadonlyArray<readonly [RegisterFieldName, Input]> = [
  ['payeeName', { autoComplete: 'name' }],
  ['realName', { autoComplete: 'name' }],
  ['fullName', { autoComplete: 'name' }],
  ['nickname', { autoComplete: 'nickname' }],
  ['birthday', { type: 'date', autoComplete: 'bday' }],
  ['email', { type: 'email', inputMode: 'email', autoComplete: 'email' }],
  ['idNumber', { autoComplete: 'off' }],
  ['qqNum', { inputMode: 'numeric', autoComplete: 'off' }],
  ['wechat', { autoComplete: 'off' }],
  ['line', { autoComplete: 'off' }],
  ['whatsapp', { type: 'tel', inputMode: 'tel', autoComplete: 'off' }],
  ['facebook', { autoComplete: 'off' }],
  ['zalo', { autoComplete: 'off' }],
  ['skype', { autoComplete: 'off' }],
  ['telegram', { autoComplete: 'off' }],
  ['paymentPassword', { type: 'password', autoComplete: 'new-password' }],
  ['transactionPassword', { type: 'password', autoComplete: 'new-password' }],
  ['recommenderId', { autoComplete: 'off' }],
  ['affiliateCode', { autoComplete: 'off' }],
];

export interface RegisterOptionalFieldsProps {
  text: RegisterFormLabels;
  /** The settings, as this form shows them (the invitation code may be hidden by its address check). */
  fields: RegisterFieldSettings;
  captcha?: RegisterCaptcha;
}

/** The fields the platform's settings turn on, two to a row on wide screens, and the captcha. */
export function RegisterOptionalFields({ text, fields, captcha }: RegisterOptionalFieldsProps) {
  const shown = optionalInputs.filter(([name]) => fields[name]?.show);
  const withCaptcha = Boolean(fields.captcha?.show && captcha);
  if (shown.length === 0 && !withCaptcha) return null;
  return (
    <div className={styles.grid}>
      {shown.map(([name, { type, ...input }]) => {
        const common = {
          name,
          label: text[name as keyof RegisterFormLabels],
          required: fields[name]?.required,
        };
        return type === 'password' ? (
          <FormPasswordField<RegisterFormValues> key={name} {...common} {...input} />
        ) : (
          <FormTextField<RegisterFormValues> key={name} {...common} type={type} {...input} />
        );
      })}
      {withCaptcha && captcha ? (
        <CaptchaField<RegisterFormValues>
          name="captcha"
          label={text.captcha}
          image={captcha.image}
          onRefresh={captcha.onRefresh}
          required
        />
      ) : null}
    </div>
  );
}
