/**
 * The platform's stable error codes and the message key a client shows for each (keys of spec section 8
 * where the spec names them). A client maps `code`, never the English text. Apart from the statuses, so a
 * browser bundle carries only what it shows.
 */
export const errorMessages = {
  BAD_INPUT: 'errors.badInput',
  BAD_REQUEST: 'errors.badRequest',
  BAD_PAYLOAD: 'errors.badPayload',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  LOGIN_FAILED: 'errors.loginFailed',
  CAPTCHA_INVALID: 'errors.captchaInvalid',
  VERIFICATION_REQUIRED: 'errors.verificationRequired',
  NON_MEMBER: 'errors.nonMember',
  NOT_AGENT: 'errors.notAgent',
  TRIAL_NOT_ALLOWED: 'in_need_true_account',
  FEATURE_DISABLED: 'errors.operationNotAllowed',
  ACCOUNT_LOCKED: 'errors.accountLocked',
  OLD_PASSWORD_WRONG: 'errors.oldPasswordWrong',
  PASSWORD_NOT_ALLOWED: 'errors.passwordNotAllowed',
  /** A change of the member's real name or birthday once set (the identity the cashier checks). */
  PROFILE_LOCKED: 'errors.profileLocked',
  /** A password reset link that is unknown, used, replaced by a newer one, or past its minutes. */
  RESET_LINK_INVALID: 'errors.resetLinkInvalid',
  USERNAME_TAKEN: 'errors.usernameTaken',
  MOBILE_TAKEN: 'errors.mobileTaken',
  ACCOUNT_NOT_FOUND: 'errors.accountNotFound',
  AFFILIATE_INVALID: 'invitation_code_error',
  SMS_CODE_INVALID: 'errors.smsCodeInvalid',
  SMS_CODE_EXPIRED: 'errors.smsCodeExpired',
  SMS_TOO_MANY: 'errors.smsTooMany',
  SMS_QUOTA: 'errors.smsQuota',
  CAPTCHA_TOO_FAST: 'errors.tooFast',
  THROTTLED: 'errors.tooFast',
  INSUFFICIENT_FUNDS: 'errors.insufficientFunds',
  /** A deposit channel the site does not offer (switched off by the operator since the page loaded). */
  DEPOSIT_CHANNEL_CLOSED: 'errors.depositChannelClosed',
  /** A payment that can no longer be paid: settled already, or past its time. */
  PAYMENT_CLOSED: 'errors.paymentClosed',
  /** A withdrawal before the member has set a payment password. */
  PAYMENT_PASSWORD_REQUIRED: 'errors.paymentPasswordRequired',
  PAYMENT_PASSWORD_WRONG: 'errors.paymentPasswordWrong',
  /** The site's daily count of withdrawals is used up. */
  WITHDRAW_DAILY_LIMIT: 'errors.withdrawDailyLimit',
  /** The member has bound as many payout accounts as the site allows. */
  PAYOUT_ACCOUNT_LIMIT: 'errors.payoutAccountLimit',
  /** A transfer to upline by an account with no agent to transfer to (not a member under an agent). */
  NO_UPLINE_AGENT: 'errors.noUplineAgent',
  /** The site's daily count of transfers to upline is used up. */
  UPLINE_DAILY_COUNT: 'errors.uplineDailyCount',
  /** The transfer would take the day's transfers to upline past the site's daily amount. */
  UPLINE_DAILY_AMOUNT: 'errors.uplineDailyAmount',
  IDEMPOTENCY_IN_FLIGHT: 'errors.requestInFlight',
  IDEMPOTENCY_MISMATCH: 'errors.idempotencyMismatch',
  IDEMPOTENCY_KEY_REQUIRED: 'errors.idempotencyKeyRequired',
  SANDBOX_ONLY: 'errors.sandboxOnly',
  OPERATOR_DISABLED: 'errors.operatorDisabled',
  OPERATOR_UNAUTHORIZED: 'errors.operatorUnauthorized',
  REGION_RESTRICTED: 'errors.regionRestricted',
  MAINTENANCE: 'errors.maintenance',
  /** The game's vendor is under maintenance (an operator's switch): its games cannot be launched. */
  GAME_MAINTENANCE: 'errors.gameMaintenance',
  NOT_FOUND: 'errors.notFound',
  MODEL_OFFLINE: 'errors.modelOffline',
  REDIRECT_NOT_ALLOWED: 'errors.invalidUrl',
  SOCIAL_LOGIN_FAILED: 'errors.socialLoginFailed',
  SOCIAL_ALREADY_LINKED: 'errors.socialAlreadyLinked',
  PHONE_TOKEN_INVALID: 'errors.phoneTokenInvalid',
  /** A hand-over code that is unknown, spent, expired, or whose session has ended since. */
  HANDOVER_INVALID: 'errors.handoverInvalid',
  UNSUPPORTED_MEDIA_TYPE: 'errors.badRequest',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  URI_TOO_LONG: 'errors.badRequest',
  /** The request's headers and body did not all arrive within the platform's request timeout. */
  REQUEST_TIMEOUT: 'errors.badRequest',
  HEADERS_TOO_LARGE: 'errors.badRequest',
  INTERNAL: 'errors.internal',
  UNAVAILABLE: 'errors.unavailable',
  /** A launch of a card that stands for its vendor's game list (isGame 0): it opens the popup game list. */
  NOT_A_GAME: 'errors.notAGame',
  /** `GCS_gameLaunchFB` of a game without a free trial (freeplay 0 and supportPlay not 0). */
  NO_FREE_TRIAL: 'errors.noFreeTrial',
  /** A game session's token is unknown or its session is over (expired, idle, or its member logged out). */
  GAME_SESSION_INVALID: 'errors.gameSessionEnded',
  /** A PVP room with every seat taken. */
  ROOM_FULL: 'errors.roomFull',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof errorMessages;

/** The HTTP status each code answers with (the platform's, and the OpenAPI document's). */
export const errorStatuses: Record<ErrorCode, number> = {
  BAD_INPUT: 400,
  BAD_REQUEST: 400,
  BAD_PAYLOAD: 400,
  NOT_LOGGED_IN: 401,
  LOGIN_FAILED: 401,
  CAPTCHA_INVALID: 400,
  VERIFICATION_REQUIRED: 400,
  NON_MEMBER: 403,
  NOT_AGENT: 403,
  TRIAL_NOT_ALLOWED: 403,
  FEATURE_DISABLED: 403,
  ACCOUNT_LOCKED: 423,
  OLD_PASSWORD_WRONG: 400,
  PASSWORD_NOT_ALLOWED: 400,
  PROFILE_LOCKED: 409,
  RESET_LINK_INVALID: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  ACCOUNT_NOT_FOUND: 404,
  AFFILIATE_INVALID: 404,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_TOO_MANY: 429,
  SMS_QUOTA: 429,
  CAPTCHA_TOO_FAST: 429,
  THROTTLED: 429,
  INSUFFICIENT_FUNDS: 409,
  DEPOSIT_CHANNEL_CLOSED: 403,
  PAYMENT_CLOSED: 409,
  PAYMENT_PASSWORD_REQUIRED: 409,
  PAYMENT_PASSWORD_WRONG: 400,
  WITHDRAW_DAILY_LIMIT: 409,
  PAYOUT_ACCOUNT_LIMIT: 409,
  NO_UPLINE_AGENT: 403,
  UPLINE_DAILY_COUNT: 409,
  UPLINE_DAILY_AMOUNT: 409,
  IDEMPOTENCY_IN_FLIGHT: 409,
  IDEMPOTENCY_MISMATCH: 422,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  SANDBOX_ONLY: 403,
  OPERATOR_DISABLED: 403,
  OPERATOR_UNAUTHORIZED: 401,
  REGION_RESTRICTED: 403,
  MAINTENANCE: 503,
  GAME_MAINTENANCE: 503,
  NOT_FOUND: 404,
  MODEL_OFFLINE: 409,
  REDIRECT_NOT_ALLOWED: 400,
  SOCIAL_LOGIN_FAILED: 401,
  SOCIAL_ALREADY_LINKED: 409,
  PHONE_TOKEN_INVALID: 400,
  HANDOVER_INVALID: 401,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  NOT_A_GAME: 400,
  NO_FREE_TRIAL: 403,
  GAME_SESSION_INVALID: 401,
  ROOM_FULL: 409,
};

/** Each code's status and message key together: `errors[code].status` (the platform's and the tools' view). */
export const errors = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(errorMessages).map(([code, message]) => [
      code,
      { status: errorStatuses[code as ErrorCode], message },
    ]),
  ) as {
    readonly [Code in ErrorCode]: { readonly status: number; readonly message: (typeof errorMessages)[Code] };
  })();

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(errorMessages, code);
