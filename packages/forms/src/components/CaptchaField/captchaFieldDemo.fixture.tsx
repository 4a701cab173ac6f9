// Stories and tests only (not exported): the captcha field in a small form.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@portal/ui';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { captchaRule } from '../../rules';
import { Form } from '../Form';
import { actions, stack } from '../Form/Form.css';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';

const schema = v.object({ captcha: captchaRule });

export type CaptchaDemoValues = v.InferInput<typeof schema>;

export interface CaptchaFieldDemoProps extends Pick<
  CaptchaFieldProps<CaptchaDemoValues>,
  'image' | 'onRefresh' | 'now' | 'disabled'
> {
  onSubmit: (values: CaptchaDemoValues) => void;
  defaultValues?: Partial<CaptchaDemoValues>;
}

/** The captcha answer and a submit button. */
export function CaptchaFieldDemo({ onSubmit, defaultValues, ...field }: CaptchaFieldDemoProps) {
  const { t } = useFormsTranslation();
  const form = useForm<CaptchaDemoValues>({
    resolver: valibotResolver(schema),
    defaultValues: { captcha: '', ...defaultValues },
  });
  return (
    <Form form={form} onSubmit={onSubmit} className={stack} style={{ maxInlineSize: 420 }}>
      <CaptchaField<CaptchaDemoValues> name="captcha" required {...field} />
      <div className={actions}>
        <Button type="submit">{t('action.submit')}</Button>
      </div>
    </Form>
  );
}
