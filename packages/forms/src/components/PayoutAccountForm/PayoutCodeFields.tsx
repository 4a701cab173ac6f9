import type { SelectOption } from '@portal/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { FormAlert } from '../private/FormAlert';
import { MobileCodeFields } from '../private/MobileNumberFields';
import { SmsCodeField, type SmsRequestResult } from '../SmsCodeField';

/** The number a code goes to when the member has none yet (kept on the account once bound). */
export interface PayoutCodeTarget {
  countryDialingCode: string;
  mobileNum: string;
}

export interface PayoutCodeFieldsProps {
  /** The member's own number, masked: the code goes there and no number is asked. */
  maskedMobile?: string;
  /** The dialing codes offered when a number is asked. */
  codes: readonly SelectOption[];
  onRequestCode: (target?: PayoutCodeTarget) => Promise<SmsRequestResult>;
}

// First-strong isolates: a masked '+966 50•••4567' keeps its order inside an Arabic sentence.
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/**
 * The binding's SMS code: sent to the member's own number when there is one, otherwise to a number asked
 * here (the form's `countryDialingCode` and `mobileNum`), which binding keeps on the account.
 */
export function PayoutCodeFields({ maskedMobile, codes, onRequestCode }: PayoutCodeFieldsProps) {
  const { t } = useFormsTranslation();
  if (maskedMobile) {
    return (
      <SmsCodeField
        name="verificationCode"
        label={t('field.verificationCode')}
        hint={t('payout.codeSentTo', { mobile: leftToRight(maskedMobile) })}
        required
        onRequestSms={() => onRequestCode()}
      />
    );
  }
  return (
    <>
      <FormAlert tone="info">{t('payout.mobileKept')}</FormAlert>
      <MobileCodeFields
        codes={codes}
        codeLabel={t('field.countryDialingCode')}
        mobileLabel={t('field.mobileNum')}
        verificationCodeLabel={t('field.verificationCode')}
        onRequestSms={onRequestCode}
      />
    </>
  );
}
