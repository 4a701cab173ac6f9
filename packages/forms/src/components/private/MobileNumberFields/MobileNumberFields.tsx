import type { SelectOption } from '@portal/ui';
import { useFormsTranslation } from '../../../i18n/useFormsTranslation';
import { FormSelectField, FormTextField } from '../../Form';
import * as styles from './MobileNumberFields.css';

export interface MobileNumberFieldsProps {
  /** The country dialing codes offered: a select when there is a choice, a fixed prefix when there is one. */
  codes: readonly SelectOption[];
  codeLabel?: string;
  mobileLabel?: string;
}

/**
 * The form's `countryDialingCode` select and `mobileNum` input side by side. The number is checked by
 * the form's schema (`mobileRule`), so no `maxLength` cuts typing short and hides the message.
 */
export function MobileNumberFields({ codes, codeLabel, mobileLabel }: MobileNumberFieldsProps) {
  const { t } = useFormsTranslation();
  const number = (
    <FormTextField
      name="mobileNum"
      label={mobileLabel ?? t('field.mobileNum')}
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      // A left-to-right mark keeps '+966' from reading '966+' in Arabic.
      startAdornment={codes.length === 1 ? `\u200E${codes[0]?.label}` : undefined}
    />
  );
  if (codes.length < 2) return number;
  return (
    <div className={styles.row}>
      <FormSelectField
        name="countryDialingCode"
        label={codeLabel ?? t('field.countryDialingCode')}
        options={codes}
        className={styles.code}
        autoComplete="tel-country-code"
      />
      {number}
    </div>
  );
}
