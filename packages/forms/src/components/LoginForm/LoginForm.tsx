import { Button, cx, Tabs } from '@portal/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type { MobileSettings } from '../../rules';
import type { SmsRequestResult } from '../SmsCodeField';
import * as styles from './LoginForm.css';
import { loginLabels, type LoginFormLabels } from './loginLabels';
import type {
  CountryDialingCode,
  LoginCaptchaSettings,
  LoginOutcome,
  LoginPayload,
  LoginSliderSettings,
  LoginTab,
  RememberedLogin,
  SmsCodeRequest,
} from './loginTypes';
import { SmsLogin } from './SmsLogin';
import { UsernameLogin } from './UsernameLogin';

export interface LoginFormProps {
  /** Verification-code login is enabled: the SMS tab is offered. */
  smsLoginEnabled: boolean;
  /** The platform's public regex settings (the mobile number's length). */
  mobile: MobileSettings;
  /** The country dialing codes of the SMS tab. */
  countryDialingCodes: readonly CountryDialingCode[];
  /** What the portal remembered (its 24-hour cookies); fills the username and the SMS number. */
  remembered?: RememberedLogin;
  /**
   * Called on each valid submit: with the username or SMS details and `remember: true` while the box is
   * ticked, or `{ remember: false }` to clear them. Never with the password.
   */
  onRememberedChange?: (values: RememberedLogin) => void;
  /** The slider puzzle the username login needs first. */
  slider: LoginSliderSettings;
  /** The captcha image, used only after a failed login asked for it. */
  captcha: LoginCaptchaSettings;
  /** Logs in. A failure's message shows above the button; its captcha flag turns the captcha on. */
  onSubmit: (payload: LoginPayload) => Promise<LoginOutcome>;
  /** Sends the SMS code; reject with the server's message (shown in a warning dialog). */
  onRequestSms: (request: SmsCodeRequest) => Promise<SmsRequestResult>;
  onForgotPassword: () => void;
  onRegister: () => void;
  /** Offers the free-demo link when given. */
  onFreeDemo?: () => void;
  /** The social-login icons; nothing is shown without them (the agent page). */
  social?: ReactNode;
  /** The tab shown first. */
  defaultTab?: LoginTab;
  /** The phone provider sends the codes (a 1-minute countdown). */
  phoneProvider?: boolean;
  /** The clock of the SMS countdown (epoch ms); stories and tests pass a fixed one. */
  now?: () => number;
  /** Replaces any of the form's texts. */
  labels?: Partial<LoginFormLabels>;
  className?: string;
}

/** The login form (spec sections 2.5 and 4): username and SMS tabs, links, and the social slot. */
export function LoginForm(props: LoginFormProps) {
  const { remembered, smsLoginEnabled, onFreeDemo, social } = props;
  const { t } = useFormsTranslation();
  const text = { ...loginLabels(t), ...props.labels };
  const [tab, setTab] = useState<LoginTab>(smsLoginEnabled ? (props.defaultTab ?? 'username') : 'username');
  const [remember, setRemember] = useState(remembered?.remember ?? false);
  const kept = useRef<RememberedLogin>(remembered ?? {});

  // Only the named fields are copied: nothing else (and never a password) reaches the host's cookies.
  const report = (values: Pick<RememberedLogin, 'username' | 'mobileNum' | 'countryDialingCode'>) => {
    const { username, mobileNum, countryDialingCode } = { ...kept.current, ...values };
    const next: RememberedLogin = remember
      ? { username, mobileNum, countryDialingCode, remember: true }
      : { remember: false };
    kept.current = remember ? next : {};
    props.onRememberedChange?.(next);
  };

  const usernameLogin = (
    <UsernameLogin
      text={text}
      defaultUsername={remembered?.username ?? ''}
      remember={remember}
      onRememberChange={setRemember}
      onRemember={report}
      slider={props.slider}
      captcha={props.captcha}
      onSubmit={props.onSubmit}
      onForgotPassword={props.onForgotPassword}
    />
  );

  return (
    <div className={cx(styles.root, props.className)} data-tab={tab}>
      {smsLoginEnabled ? (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as LoginTab)}>
          <Tabs.List aria-label={text.tabs}>
            <Tabs.Trigger value="username" className={styles.tab}>
              {text.usernameTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="sms" className={styles.tab}>
              {text.smsTab}
            </Tabs.Trigger>
          </Tabs.List>
          {/* Both stay mounted, so what was typed and a running countdown survive a tab change. */}
          <Tabs.Content value="username" forceMount hidden={tab !== 'username'}>
            {usernameLogin}
          </Tabs.Content>
          <Tabs.Content value="sms" forceMount hidden={tab !== 'sms'}>
            <SmsLogin
              text={text}
              mobile={props.mobile}
              countryDialingCodes={props.countryDialingCodes}
              defaultValues={{
                mobileNum: remembered?.mobileNum ?? '',
                countryDialingCode:
                  remembered?.countryDialingCode ?? props.countryDialingCodes[0]?.value ?? '',
              }}
              remember={remember}
              onRememberChange={setRemember}
              onRemember={report}
              onSubmit={props.onSubmit}
              onRequestSms={props.onRequestSms}
              phoneProvider={props.phoneProvider}
              now={props.now}
            />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        usernameLogin
      )}
      <div className={styles.footer}>
        <span>{text.noAccount}</span>
        <Button variant="ghost" size="sm" className={styles.quietLink} onClick={props.onRegister}>
          {text.register}
        </Button>
        {onFreeDemo ? (
          <>
            <span aria-hidden className={styles.footerDivider} />
            <Button variant="ghost" size="sm" className={styles.quietLink} onClick={onFreeDemo}>
              {text.freeDemo}
            </Button>
          </>
        ) : null}
      </div>
      {social ? (
        <div className={styles.social}>
          <p className={styles.socialCaption}>{text.social}</p>
          <div className={styles.socialIcons}>{social}</div>
        </div>
      ) : null}
    </div>
  );
}
