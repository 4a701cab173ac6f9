import { cx, Tabs } from '@portal/ui';
import { useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type { FieldRule, MobileSettings } from '../../rules';
import type { CountryDialingCode, SmsCodeRequest } from '../LoginForm';
import type { SmsRequestResult } from '../SmsCodeField';
import { ForgotByEmail } from './ForgotByEmail';
import { ForgotByPhone } from './ForgotByPhone';
import { forgotLabels, type ForgotPasswordFormLabels } from './forgotLabels';
import * as styles from './ForgotPasswordForm.css';
import type {
  ForgotByEmailPayload,
  ForgotByPhonePayload,
  ForgotPasswordMethod,
  ForgotPasswordOutcome,
} from './forgotTypes';

export interface ForgotPasswordFormProps {
  /** The site flag CHNGPASSVERIF3: the mobile method is offered, and is the default. */
  phoneResetEnabled: boolean;
  /** The platform's public regex settings (the mobile number's length). */
  mobile: MobileSettings;
  /** The country dialing codes of the mobile method. */
  countryDialingCodes: readonly CountryDialingCode[];
  /** The code selected first; the first of the list otherwise. */
  defaultCountryDialingCode?: string;
  /** The platform's password rule (bounds, pattern); 6 to 20 characters otherwise. */
  newPasswordRule?: Partial<FieldRule>;
  /** Sends the reset instructions by e-mail. A failure's message shows above the button. */
  onSubmitEmail: (payload: ForgotByEmailPayload) => Promise<ForgotPasswordOutcome>;
  /** Sets the new password with the SMS code. A failure's message shows above the button. */
  onSubmitPhone: (payload: ForgotByPhonePayload) => Promise<ForgotPasswordOutcome>;
  /** Sends the SMS code; reject with the server's message (shown in a warning dialog). */
  onRequestSms: (request: SmsCodeRequest) => Promise<SmsRequestResult>;
  /** The phone provider sends the codes (a 1-minute countdown). */
  phoneProvider?: boolean;
  /** The clock of the SMS countdown (epoch ms); stories and tests pass a fixed one. */
  now?: () => number;
  /** Replaces any of the form's texts. */
  labels?: Partial<ForgotPasswordFormLabels>;
  className?: string;
}

/**
 * Forgot password (spec sections 2.5 and 4): by e-mail, or by mobile number when CHNGPASSVERIF3 is set
 * (then the default). The host closes the modal and shows its confirmation on success.
 */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const { phoneResetEnabled } = props;
  const { t } = useFormsTranslation();
  const text = { ...forgotLabels(t), ...props.labels };
  const [method, setMethod] = useState<ForgotPasswordMethod>(phoneResetEnabled ? 'mobileNum' : 'email');
  const byEmail = <ForgotByEmail text={text} onSubmit={props.onSubmitEmail} />;

  return (
    <div className={cx(styles.root, props.className)} data-method={phoneResetEnabled ? method : 'email'}>
      {phoneResetEnabled ? (
        <Tabs.Root
          variant="pill"
          value={method}
          onValueChange={(value) => setMethod(value as ForgotPasswordMethod)}
        >
          <Tabs.List aria-label={text.method} className={styles.methods}>
            <Tabs.Trigger value="mobileNum" className={styles.method}>
              {text.mobileMethod}
            </Tabs.Trigger>
            <Tabs.Trigger value="email" className={styles.method}>
              {text.emailMethod}
            </Tabs.Trigger>
          </Tabs.List>
          {/* Both stay mounted, so a running SMS countdown survives a look at the other method. */}
          <Tabs.Content value="mobileNum" forceMount hidden={method !== 'mobileNum'}>
            <ForgotByPhone
              text={text}
              mobile={props.mobile}
              countryDialingCodes={props.countryDialingCodes}
              defaultCountryDialingCode={
                props.defaultCountryDialingCode ?? props.countryDialingCodes[0]?.value ?? ''
              }
              newPasswordRule={props.newPasswordRule}
              onSubmit={props.onSubmitPhone}
              onRequestSms={props.onRequestSms}
              phoneProvider={props.phoneProvider}
              now={props.now}
            />
          </Tabs.Content>
          <Tabs.Content value="email" forceMount hidden={method !== 'email'}>
            {byEmail}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        byEmail
      )}
    </div>
  );
}
