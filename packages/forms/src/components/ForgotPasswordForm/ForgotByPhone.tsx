import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@portal/ui';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { forgotByPhoneSchema, type FieldRule, type MobileSettings } from '../../rules';
import { Form, formActions, formStack, FormPasswordField } from '../Form';
import type { CountryDialingCode, SmsCodeRequest } from '../LoginForm';
import { FormAlert, useSubmitOutcome } from '../private/FormAlert';
import { MobileCodeFields } from '../private/MobileNumberFields';
import type { SmsRequestResult } from '../SmsCodeField';
import type { ForgotPasswordFormLabels } from './forgotLabels';
import type { ForgotByPhonePayload, ForgotPasswordOutcome } from './forgotTypes';

type Schema = ReturnType<typeof forgotByPhoneSchema>;
type Values = v.InferInput<Schema>;

export interface ForgotByPhoneProps {
  text: ForgotPasswordFormLabels;
  mobile: MobileSettings;
  countryDialingCodes: readonly CountryDialingCode[];
  defaultCountryDialingCode: string;
  newPasswordRule?: Partial<FieldRule>;
  onSubmit: (payload: ForgotByPhonePayload) => Promise<ForgotPasswordOutcome>;
  onRequestSms: (request: SmsCodeRequest) => Promise<SmsRequestResult>;
  phoneProvider?: boolean;
  now?: () => number;
}

/** The mobile method: the number, the SMS code and the new password, set in one step. */
export function ForgotByPhone(props: ForgotByPhoneProps) {
  const { text } = props;
  const { message } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(forgotByPhoneSchema(props.mobile, props.newPasswordRule)),
    defaultValues: {
      countryDialingCode: props.defaultCountryDialingCode,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
    },
  });
  const submit = async (values: v.InferOutput<Schema>) => {
    const { newPassword, mobileNum, verificationCode, countryDialingCode } = values;
    await run(() => props.onSubmit({ newPassword, mobileNum, verificationCode, countryDialingCode }));
  };

  return (
    <Form form={form} onSubmit={submit} className={formStack}>
      <MobileCodeFields
        codes={props.countryDialingCodes}
        codeLabel={text.countryDialingCode}
        mobileLabel={text.mobileNum}
        verificationCodeLabel={text.verificationCode}
        onRequestSms={props.onRequestSms}
        phoneProvider={props.phoneProvider}
        now={props.now}
      />
      <FormPasswordField<Values>
        name="newPassword"
        label={text.newPassword}
        required
        autoComplete="new-password"
      />
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {text.submit}
        </Button>
      </div>
    </Form>
  );
}
