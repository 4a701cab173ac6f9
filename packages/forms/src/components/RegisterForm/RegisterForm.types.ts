import type { SelectOption } from '@portal/ui';
import type { MobileSettings, RegisterFieldSettings, RegisterMode } from '../../rules';
import type { SmsRequestResult } from '../SmsCodeField';
import type { RegisterFormLabels } from './registerLabels';
import type {
  RegisterCaptcha,
  RegisterChallengeFields,
  RegisterOutcome,
  RegisterPayload,
  RegisterPhone,
  RegisterPhoneVerification,
} from './registerTypes';

export interface RegisterFormProps {
  /** The modes the site allows (mobile registration is a site flag); a switch shows when both are. */
  modes: readonly RegisterMode[];
  /** The platform's register settings: which optional fields show, which are required, their rules. */
  fields: RegisterFieldSettings;
  /** The platform's public regex settings (the mobile number's length). */
  mobile: MobileSettings;
  /** SMS verification is on: the code (sent to the mobile number) is required in both modes. */
  smsVerification: boolean;
  /** Mobile mode also asks a password and its confirmation (the mobile-password-registration flag). */
  mobilePassword?: boolean;
  /** The phone provider sends the code and verifies the number before the register call. */
  phoneProvider?: boolean;
  /** The country dialing codes (from the country-code call): a select when there are several. */
  countryDialingCodes?: readonly SelectOption[];
  /** The dialing code selected first; defaults to the first of the list. */
  defaultCountryDialingCode?: string;
  /** The captcha image and its refresh; used when the settings show the captcha. */
  captcha?: RegisterCaptcha;
  /** The invitation code of the page's address: checked on load, its input shown only if it fails. */
  affiliateCodeFromUrl?: string;
  /** From /register?referralCode; passed through in the payload. */
  referralCode?: string;
  /** The site's domain, passed through in the payload. */
  domain?: string;
  /** Whether an invitation code is valid (on load for the address's code, and at submit). */
  onCheckAffiliate: (code: string) => Promise<boolean>;
  /** The anti-bot challenge run at submit: its fields (merged into the payload), or null if not passed. */
  onChallenge?: () => Promise<RegisterChallengeFields | null>;
  /**
   * The phone provider's check of the number and code (only with `phoneProvider`): its ID token, or
   * null when it stopped and said why. Reject with a catalogue key or a message to show it.
   */
  onVerifyPhone?: (phone: RegisterPhoneVerification) => Promise<{ firebaseIdToken: string } | null>;
  /**
   * Sends the SMS code (needed with `smsVerification`); reject with the server's message (shown in a
   * warning dialog). Without it a send shows the generic failure.
   */
  onRequestSms?: (phone: RegisterPhone) => Promise<SmsRequestResult>;
  /** Registers. A failure's message shows above the button and every input keeps its value. */
  onSubmit: (payload: RegisterPayload) => Promise<RegisterOutcome>;
  /** The terms link (the host closes the modal and goes to /help#term). */
  onOpenTerms: () => void;
  /** The user-agreement link (the host goes to /help). */
  onOpenAgreement: () => void;
  /** The forgot-password link (the host opens the forgot-password modal). */
  onForgotPassword: () => void;
  /** Cancel (the host goes to /). */
  onCancel: () => void;
  /** Today, for the birthday's 21-year check; stories and tests pass a fixed one. */
  today?: () => Date;
  /** The clock of the SMS countdown (epoch ms); stories and tests pass a fixed one. */
  now?: () => number;
  /** Replaces any of the form's texts. */
  labels?: Partial<RegisterFormLabels>;
  className?: string;
}
