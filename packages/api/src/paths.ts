/**
 * The platform's paths. Those of spec section 7 are exactly as the spec names them; the others (site
 * configuration, permission, country codes, public key, slider, sandbox, operator) are the platform's own.
 */
export const paths = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  siteConfig: '/wps/system/config',
  sitePermission: '/wps/system/permission',
  countryCode: '/wps/system/countryCode',
  publicKey: '/wps/system/publicKey',
  /** The ping file of the speed selector (queried with a random parameter). */
  ping: '/ping.txt',

  login: '/wps/session/login',
  freeplayLogin: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',

  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  smsRegister: '/wps/verification/sms/register',
  smsNoLogin: '/wps/verification/sms/noLogin',
  affiliate: '/wps/agent/affiliate',

  changePassword: '/wps/member/password',
  forgotByEmail: '/wps/member/password/email',
  setPasswordByPhone: '/wps/member/password/verification',

  captcha: '/wps/captcha',
  slider: '/wps/verification/slider',

  balance: '/wps/v2/wallets/balance',

  healthz: '/healthz',
  readyz: '/readyz',
  openapi: '/wps/openapi.json',

  /** The operator's switches for maintenance and region restriction. */
  operatorSystem: '/wps/operator/system',

  /** Sandbox-only (refused in production): the outbox, the current captcha and slider answers, a cashier. */
  sandboxOutbox: '/wps/sandbox/outbox',
  sandboxCaptcha: '/wps/sandbox/captcha',
  sandboxSlider: '/wps/sandbox/slider',
  sandboxCashier: '/wps/sandbox/cashier',
} as const;

/** The header that names a money-moving request, so a retry never moves the money twice. */
export const idempotencyKeyHeader = 'idempotency-key';
/** The session token header. */
export const tokenHeader = 'token';
