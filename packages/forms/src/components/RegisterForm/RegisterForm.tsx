import { Button, cx, Tabs } from '@portal/ui';
import { FormProvider } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type { RegisterMode } from '../../rules';
import { FormAlert } from '../private/FormAlert';
import * as styles from './RegisterForm.css';
import { registerLabels } from './registerLabels';
import { RegisterModeFields } from './RegisterModeFields';
import { RegisterOptionalFields } from './RegisterOptionalFields';
import { RegisterTerms } from './RegisterTerms';
import type { RegisterFormProps } from './RegisterForm.types';
import { useRegisterForm } from './useRegisterForm';

export type { RegisterFormProps } from './RegisterForm.types';

/** The registration form (spec sections 2.5, 4 and 5): username or mobile mode, the settings' fields, the terms. */
export function RegisterForm(props: RegisterFormProps) {
  const { t, message } = useFormsTranslation();
  const text = { ...registerLabels(t), ...props.labels };
  const modes = props.modes.length > 0 ? props.modes : (['username'] as const);
  const { form, mode, changeMode, fields, asks, submit, requestSms, failure, pending } = useRegisterForm(
    props,
    modes,
  );

  const modeFields = (
    <RegisterModeFields
      mode={mode}
      text={text}
      fields={fields}
      asks={asks}
      countryDialingCodes={props.countryDialingCodes ?? []}
      onRequestSms={requestSms}
      phoneProvider={props.phoneProvider}
      now={props.now}
    />
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className={cx(styles.root, props.className)} data-mode={mode}>
        {modes.length > 1 ? (
          <Tabs.Root value={mode} onValueChange={(value) => changeMode(value as RegisterMode)}>
            <Tabs.List aria-label={text.modes}>
              <Tabs.Trigger value="mobile" className={styles.tab}>
                {text.mobileMode}
              </Tabs.Trigger>
              <Tabs.Trigger value="username" className={styles.tab}>
                {text.usernameMode}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value={mode}>{modeFields}</Tabs.Content>
          </Tabs.Root>
        ) : (
          modeFields
        )}
        <RegisterOptionalFields text={text} fields={fields} captcha={props.captcha} />
        <RegisterTerms text={text} onOpenTerms={props.onOpenTerms} onOpenAgreement={props.onOpenAgreement} />
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <div className={styles.actions}>
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {text.submit}
          </Button>
          <Button variant="secondary" size="lg" fullWidth onClick={props.onCancel}>
            {text.cancel}
          </Button>
        </div>
        <div className={styles.footer}>
          <Button variant="ghost" size="sm" className={styles.quietLink} onClick={props.onForgotPassword}>
            {text.forgotPassword}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
