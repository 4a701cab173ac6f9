import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Checkbox } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { loginSchema } from '../../rules';
import { CaptchaField } from '../CaptchaField';
import { Form, formActions, formStack, FormPasswordField, FormTextField } from '../Form';
import { FormAlert, useSubmitOutcome } from '../private/FormAlert';
import { SliderVerification, type SliderVerificationFields } from '../SliderVerification';
import * as styles from './LoginForm.css';
import type { LoginFormLabels } from './loginLabels';
import type { LoginCaptchaSettings, LoginOutcome, LoginPayload, LoginSliderSettings } from './loginTypes';

type Schema = ReturnType<typeof loginSchema>;
type Values = v.InferInput<Schema>;

export interface UsernameLoginProps {
  text: LoginFormLabels;
  defaultUsername: string;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  /** Called with the cleaned username once the form is valid and about to submit. */
  onRemember: (values: { username: string }) => void;
  slider: LoginSliderSettings;
  captcha: LoginCaptchaSettings;
  onSubmit: (payload: LoginPayload) => Promise<LoginOutcome>;
  onForgotPassword: () => void;
}

/**
 * The username tab: the slider must pass before anything is sent; the captcha joins the form only once
 * a failed login carried the captcha flag. A failure keeps what was typed but asks for a new puzzle
 * (and a new captcha, whose old text is cleared).
 */
export function UsernameLogin(props: UsernameLoginProps) {
  const { text, slider, captcha, remember } = props;
  const { t, message } = useFormsTranslation();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [sliderFields, setSliderFields] = useState<SliderVerificationFields>();
  const [verifyFirst, setVerifyFirst] = useState(false);
  // A new round after each failed login: the slider starts afresh, its last result no longer shown.
  const [round, setRound] = useState(0);
  const { failure, pending, run } = useSubmitOutcome();
  const resolver = useMemo(
    () => valibotResolver(loginSchema({ captcha: captchaRequired })),
    [captchaRequired],
  );
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver,
    defaultValues: { username: props.defaultUsername, password: '', captcha: '' },
  });

  const submit = async ({ username, password, captcha: captchaText }: v.InferOutput<Schema>) => {
    if (!sliderFields) {
      setVerifyFirst(true);
      return;
    }
    props.onRemember({ username });
    const payload: LoginPayload = {
      ...sliderFields,
      type: 'username',
      username,
      password,
      ...(captchaRequired ? { captcha: captchaText } : {}),
    };
    const outcome = await run(() => props.onSubmit(payload));
    if (outcome.ok) return;
    if (captchaRequired || ('captchaRequired' in outcome && outcome.captchaRequired)) {
      setCaptchaRequired(true);
      form.setValue('captcha', '');
      captcha.onRefresh();
    }
    setSliderFields(undefined);
    setRound((current) => current + 1);
    slider.onRefresh();
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      // Before the schema runs, so the slider's message shows with the fields' own.
      onSubmitCapture={() => setVerifyFirst(!sliderFields)}
      className={formStack}
    >
      <FormTextField<Values>
        name="username"
        label={text.username}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <FormPasswordField<Values>
        name="password"
        label={text.password}
        required
        autoComplete="current-password"
      />
      {captchaRequired ? (
        <CaptchaField<Values> name="captcha" required image={captcha.image} onRefresh={captcha.onRefresh} />
      ) : null}
      <div className={styles.slider}>
        <SliderVerification
          key={round}
          challenge={slider.challenge}
          onVerify={slider.onVerify}
          onRefresh={slider.onRefresh}
          captcha={slider.captcha}
          onVerified={(fields) => {
            setSliderFields(fields);
            setVerifyFirst(false);
          }}
          verified={Boolean(sliderFields)}
        />
        {verifyFirst && !sliderFields ? (
          <FormAlert tone="inline">{t('validation.verifyFirst')}</FormAlert>
        ) : null}
      </div>
      <div className={styles.optionsRow}>
        <Checkbox
          name="remember"
          label={text.remember}
          checked={remember}
          onChange={(event) => props.onRememberChange(event.currentTarget.checked)}
        />
        <Button variant="ghost" size="sm" className={styles.quietLink} onClick={props.onForgotPassword}>
          {text.forgotPassword}
        </Button>
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
