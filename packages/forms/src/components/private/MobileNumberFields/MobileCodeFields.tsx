import type { SelectOption } from '@portal/ui';
import { useFormContext } from 'react-hook-form';
import { SmsCodeField, type SmsRequestResult } from '../../SmsCodeField';
import { MobileNumberFields } from './MobileNumberFields';

export interface MobileCodeFieldsProps {
  codes: readonly SelectOption[];
  codeLabel: string;
  mobileLabel: string;
  verificationCodeLabel: string;
  /** Sends the code to the form's `mobileNum` (trimmed) at its `countryDialingCode`. */
  onRequestSms: (request: { mobileNum: string; countryDialingCode: string }) => Promise<SmsRequestResult>;
  phoneProvider?: boolean;
  now?: () => number;
}

/**
 * Dialing code, mobile number and the SMS code with its send button: the block every form that proves
 * a phone number shares (SMS login, reset by phone). The form's fields are `countryDialingCode`,
 * `mobileNum` and `verificationCode`.
 */
export function MobileCodeFields({
  codes,
  codeLabel,
  mobileLabel,
  verificationCodeLabel,
  onRequestSms,
  phoneProvider,
  now,
}: MobileCodeFieldsProps) {
  const { getValues } = useFormContext<{ mobileNum: string; countryDialingCode: string }>();
  const requestSms = () =>
    onRequestSms({
      mobileNum: getValues('mobileNum').trim(),
      countryDialingCode: getValues('countryDialingCode'),
    });
  return (
    <>
      <MobileNumberFields codes={codes} codeLabel={codeLabel} mobileLabel={mobileLabel} />
      <SmsCodeField
        name="verificationCode"
        mobileName="mobileNum"
        label={verificationCodeLabel}
        required
        onRequestSms={requestSms}
        phoneProvider={phoneProvider}
        now={now}
      />
    </>
  );
}
