import type {
  AffiliateValue,
  BalanceValue,
  ChangePasswordRequest,
  ForgotByEmailRequest,
  RegisterRequest,
  RegisterValue,
  ResetPasswordRequest,
  SetPasswordByPhoneRequest,
} from '../contract/member';
import type { FirstLoginValue } from '../contract/memberCentre';
import type {
  HandoverCodeValue,
  LoginRequest,
  LoginValue,
  MemberIcon,
  MemberInfo,
  SliderFields,
} from '../contract/session';
import type {
  CountryCodeEntry,
  DomainRouteValue,
  HelpCenterValue,
  PublicKeyValue,
  RegisterSettingsValue,
  SiteConfigValue,
  SitePermissionValue,
  WhitelabelNode,
} from '../contract/site';
import type {
  SliderChallengeValue,
  SliderVerifyRequest,
  SmsCodeRequest,
  SmsCodeValue,
  SmsRegisterCodeRequest,
} from '../contract/verification';
import type { ApiMethod, Call, InputOf, ValueOf } from '../call';
import type { SystemStatusValue } from '../system';

export interface ApiClientOptions {
  /** Where the platform answers: '' for the page's own origin, or 'https://api.example.com'. */
  baseUrl: string;
  /** The merchant code sent with every call (the `merchant` header); '' sends none. */
  merchant: string;
  /** The current language, sent as `accept-language` (read at each call, so a change applies at once). */
  language: () => string;
  /** The session token, sent as the `token` header when there is one (read at each call). */
  token: () => string | null;
  /** Milliseconds before a call gives up with TIMEOUT; 20000 by default. */
  timeoutMs?: number;
  /** The fetch to use (tests, or a host's instrumented one); the global fetch by default. */
  fetch?: typeof fetch;
}

export type { ApiMethod } from '../call';

export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

/** One call, for the calls the typed methods do not cover yet. */
export interface ApiRequest {
  method: ApiMethod;
  /** A path of `paths`, joined to the base URL. */
  path: string;
  /** Query parameters; undefined and null ones are left out. */
  query?: ApiQuery;
  /** JSON, or URLSearchParams for a form body. */
  body?: unknown;
  /** Encrypts the JSON body with the platform's public key (spec section 6). */
  encrypted?: boolean;
  /** Sent as the `idempotency-key` header: the money-moving calls need one per intent. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A successful answer is a file (the call `produces` one): its value is the Blob. */
  file?: boolean;
}

/** What a call takes beside its input. */
export interface CallOptions {
  /** Sent as the `idempotency-key` header: required by the calls declared `idempotent` (money moves). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The arguments of `client.call` for one declared call: a money-moving call requires its idempotency
 * key, a call without input takes none.
 */
export type CallArguments<C extends Call> = C extends { readonly idempotent: true }
  ? [input: InputOf<C>, options: CallOptions & { idempotencyKey: string }]
  : [InputOf<C>] extends [void]
    ? [input?: undefined, options?: CallOptions]
    : [input: InputOf<C>, options?: CallOptions];

/** A call's value with what came around it, for the calls that read a header. */
export interface ApiAnswer<T> {
  value: T;
  status: number;
  headers: Headers;
}

/** `GET /wps/captcha`: the base64 PNG and the key to send back with the answer as `captchaKey`. */
export interface CaptchaChallenge {
  image: string;
  key: string;
}

export interface FreeplayOptions {
  /** The player's operating system as the browser names it; read from the browser when left out. */
  os?: string;
  /** The trial account's language; the client's current language when left out. */
  language?: string;
}

/**
 * The typed client: `call` for any declared call (`calls` of this package), the named methods partners
 * use (each a thin `call` of its declaration), and `request` for what no declaration covers.
 */
export interface ApiClient {
  /** The current language and token, as the options give them (hooks key their caches on them). */
  language(): string;
  token(): string | null;

  /**
   * One declared call (`client.call(calls.balance)`): its input goes in the query of a GET, in the body
   * otherwise (encrypted when the declaration says so). Resolves with the envelope's value, rejects with
   * an ApiRequestError.
   */
  call<C extends Call>(call: C, ...args: CallArguments<C>): Promise<ValueOf<C>>;
  /** Any request (what no declaration covers): resolves with the envelope's value, rejects with an ApiRequestError. */
  request<T>(request: ApiRequest): Promise<T>;

  systemStatus(): Promise<SystemStatusValue>;
  siteConfig(): Promise<SiteConfigValue>;
  sitePermission(): Promise<SitePermissionValue>;
  whitelabel(): Promise<WhitelabelNode[]>;
  registerSettings(): Promise<RegisterSettingsValue>;
  /** The speed selector's domain lines (device 0: the desktop web). */
  domainRoute(): Promise<DomainRouteValue>;
  helpCenter(lang: string): Promise<HelpCenterValue>;
  countryCodes(): Promise<CountryCodeEntry[]>;
  publicKey(): Promise<PublicKeyValue>;

  /** Encrypted. A failure's `value` is a LoginFailureValue (captcha flag, lock end). */
  login(request: LoginRequest): Promise<LoginValue>;
  freeplayLogin(options?: FreeplayOptions): Promise<LoginValue>;
  logout(): Promise<void>;
  /** A one-time code that hands this session's member over to another site of the brand. */
  handoverCode(): Promise<HandoverCodeValue>;
  /** Exchanges a hand-over code (once) for a new session; HANDOVER_INVALID when spent or expired. */
  handoverLogin(code: string): Promise<LoginValue>;
  memberInfo(): Promise<MemberInfo>;
  memberIcon(): Promise<MemberIcon>;
  /** The first-login action: the account's first login has been welcomed (spec section 4). */
  firstLogin(): Promise<FirstLoginValue>;

  /** Encrypted; sends registerMethod 'WEB' unless the draft says otherwise. */
  register(draft: RegisterRequest): Promise<RegisterValue>;
  /** Encrypted. */
  registerMobile(draft: RegisterRequest): Promise<RegisterValue>;
  smsRegisterCode(request: SmsRegisterCodeRequest): Promise<SmsCodeValue>;
  /** The SMS code of an SMS login or a reset by phone, to a registered number. */
  smsLoginCode(request: SmsCodeRequest & Partial<SliderFields>): Promise<SmsCodeValue>;
  /** Resolves when the invitation code is an agent's; rejects with AFFILIATE_INVALID otherwise. */
  affiliate(code: string, domain?: string): Promise<AffiliateValue>;

  /** Encrypted. */
  changePassword(request: ChangePasswordRequest): Promise<boolean>;
  /** A form body, as the spec says. */
  forgotByEmail(request: ForgotByEmailRequest): Promise<boolean>;
  /** Encrypted. */
  setPasswordByPhone(request: SetPasswordByPhoneRequest): Promise<boolean>;
  /** Encrypted: the new password with the token of a reset e-mail's link. */
  resetPassword(request: ResetPasswordRequest): Promise<boolean>;

  captcha(): Promise<CaptchaChallenge>;
  sliderChallenge(): Promise<SliderChallengeValue>;
  /** One slider try: the extra login fields, or VERIFICATION_REQUIRED when the piece did not fit. */
  sliderVerify(request: SliderVerifyRequest): Promise<SliderFields>;

  balance(): Promise<BalanceValue>;
}
