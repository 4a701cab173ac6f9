import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Checkbox } from '@portal/ui';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { smsLoginSchema, type MobileSettings } from '../../rules';
import { Form, formActions, formStack } from '../Form';
import { FormAlert, useSubmitOutcome } from '../private/FormAlert';
import { MobileCodeFields } from '../private/MobileNumberFields';
import type { SmsRequestResult } from '../SmsCodeField';
import * as styles from './LoginForm.css';
import type { LoginFormLabels } from './loginLabels';
import type { CountryDialingCode, LoginOutcome, LoginPayload, SmsCodeRequest } from './loginTypes';

type Schema = ReturnType<typeof smsLoginSchema>;
type Values = v.InferInput<Schema>;

export interface SmsLoginProps {
  text: LoginFormLabels;
  mobile: MobileSettings;
  countryDialingCodes: readonly CountryDialingCode[];
  defaultValues: { mobileNum: string; countryDialingCode: string };
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onRemember: (values: SmsCodeRequest) => void;
  onSubmit: (payload: LoginPayload) => Promise<LoginOutcome>;
  onRequestSms: (request: SmsCodeRequest) => Promise<SmsRequestResult>;
  phoneProvider?: boolean;
  now?: () => number;
}

/** The SMS tab: dialing code, mobile number and the code. No slider: the code is the proof. */
export function SmsLogin(props: SmsLoginProps) {
  const { text } = props;
  const { message } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(smsLoginSchema(props.mobile)),
    defaultValues: { ...props.defaultValues, verificationCode: '' },
  });

  const submit = async ({ mobileNum, countryDialingCode, verificationCode }: v.InferOutput<Schema>) => {
    props.onRemember({ mobileNum, countryDialingCode });
    await run(() =>
      props.onSubmit({ type: 'sms', username: mobileNum, password: verificationCode, countryDialingCode }),
    );
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
      <div className={styles.optionsRow}>
        <Checkbox
          name="remember"
          label={text.remember}
          checked={props.remember}
          onChange={(event) => props.onRememberChange(event.currentTarget.checked)}
        />
      </div>
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {text.submit}
        </Button>
      </div>
    </Form>
  );
}
