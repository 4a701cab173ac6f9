import type { SelectOption } from '@portal/ui';
import { FormSelectField, FormTextField } from '../Form';
import * as styles from './RegisterForm.css';
import type { RegisterFormLabels } from './registerLabels';
import type { RegisterFormValues } from './registerTypes';

export interface RegisterMobileFieldProps {
  text: RegisterFormLabels;
  /** The dialing codes offered: a select when there is a choice, a fixed prefix when there is one. */
  codes: readonly SelectOption[];
  required: boolean;
}

/** The mobile number, with its country dialing code beside it. */
export function RegisterMobileField({ text, codes, required }: RegisterMobileFieldProps) {
  const number = (
    <FormTextField<RegisterFormValues>
      name="mobileNum"
      label={text.mobileNum}
      required={required}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      startAdornment={codes.length === 1 ? codes[0]?.label : undefined}
    />
  );
  if (codes.length < 2) return <div className={styles.wide}>{number}</div>;
  return (
    <div className={styles.mobileRow}>
      <FormSelectField<RegisterFormValues>
        name="countryDialingCode"
        label={text.countryDialingCode}
        options={codes}
        autoComplete="tel-country-code"
      />
      {number}
    </div>
  );
}
