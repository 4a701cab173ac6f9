// Stories and tests only (not exported): the SMS code field in a small login-by-SMS form.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@portal/ui';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { mobileRule, smsCodeRule } from '../../rules';
import { Form, FormTextField } from '../Form';
import { actions, stack } from '../Form/Form.css';
import { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField';

export const demoMobileSettings = { mobileMaxLength: 11, mobileMinLength: 9 } as const;

const schema = v.object({
  mobileNum: mobileRule(demoMobileSettings),
  verificationCode: smsCodeRule,
});

export type SmsDemoValues = v.InferInput<typeof schema>;

export interface SmsCodeFieldDemoProps extends Pick<
  SmsCodeFieldProps<SmsDemoValues>,
  'onRequestSms' | 'phoneProvider' | 'now' | 'initialSeconds' | 'disabled'
> {
  onSubmit: (values: SmsDemoValues) => void;
  defaultValues?: Partial<SmsDemoValues>;
}

/** A mobile number, the code with its send button, and a submit button. */
export function SmsCodeFieldDemo({ onSubmit, defaultValues, ...field }: SmsCodeFieldDemoProps) {
  const { t } = useFormsTranslation();
  const form = useForm<SmsDemoValues>({
    resolver: valibotResolver(schema),
    defaultValues: { mobileNum: '', verificationCode: '', ...defaultValues },
  });
  return (
    <Form form={form} onSubmit={onSubmit} className={stack} style={{ maxInlineSize: 420 }}>
      <FormTextField<SmsDemoValues>
        name="mobileNum"
        label={t('field.mobileNum')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
      />
      <SmsCodeField<SmsDemoValues> name="verificationCode" mobileName="mobileNum" required {...field} />
      <div className={actions}>
        <Button type="submit">{t('action.submit')}</Button>
      </div>
    </Form>
  );
}
