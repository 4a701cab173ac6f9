/**
 * The platform's stable error codes, each with its HTTP status and the message key a client shows
 * (keys of spec section 8 where the spec names them). A client maps `code`, never the English text.
 */
export const errors = {
  BAD_INPUT: { status: 400, message: 'errors.badInput' },
  BAD_REQUEST: { status: 400, message: 'errors.badRequest' },
  BAD_PAYLOAD: { status: 400, message: 'errors.badPayload' },
  NOT_LOGGED_IN: { status: 401, message: 'errors.notLoggedIn' },
  LOGIN_FAILED: { status: 401, message: 'errors.loginFailed' },
  CAPTCHA_INVALID: { status: 400, message: 'errors.captchaInvalid' },
  VERIFICATION_REQUIRED: { status: 400, message: 'errors.verificationRequired' },
  NON_MEMBER: { status: 403, message: 'errors.nonMember' },
  NOT_AGENT: { status: 403, message: 'errors.notAgent' },
  TRIAL_NOT_ALLOWED: { status: 403, message: 'in_need_true_account' },
  FEATURE_DISABLED: { status: 403, message: 'errors.operationNotAllowed' },
  ACCOUNT_LOCKED: { status: 423, message: 'errors.accountLocked' },
  OLD_PASSWORD_WRONG: { status: 400, message: 'errors.oldPasswordWrong' },
  PASSWORD_NOT_ALLOWED: { status: 400, message: 'errors.passwordNotAllowed' },
  /** A password reset link that is unknown, used, replaced by a newer one, or past its minutes. */
  RESET_LINK_INVALID: { status: 400, message: 'errors.resetLinkInvalid' },
  USERNAME_TAKEN: { status: 409, message: 'errors.usernameTaken' },
  MOBILE_TAKEN: { status: 409, message: 'errors.mobileTaken' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'errors.accountNotFound' },
  AFFILIATE_INVALID: { status: 404, message: 'invitation_code_error' },
  SMS_CODE_INVALID: { status: 400, message: 'errors.smsCodeInvalid' },
  SMS_CODE_EXPIRED: { status: 400, message: 'errors.smsCodeExpired' },
  SMS_TOO_MANY: { status: 429, message: 'errors.smsTooMany' },
  SMS_QUOTA: { status: 429, message: 'errors.smsQuota' },
  CAPTCHA_TOO_FAST: { status: 429, message: 'errors.tooFast' },
  THROTTLED: { status: 429, message: 'errors.tooFast' },
  INSUFFICIENT_FUNDS: { status: 409, message: 'errors.insufficientFunds' },
  IDEMPOTENCY_IN_FLIGHT: { status: 409, message: 'errors.requestInFlight' },
  IDEMPOTENCY_MISMATCH: { status: 422, message: 'errors.idempotencyMismatch' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'errors.idempotencyKeyRequired' },
  SANDBOX_ONLY: { status: 403, message: 'errors.sandboxOnly' },
  OPERATOR_DISABLED: { status: 403, message: 'errors.operatorDisabled' },
  OPERATOR_UNAUTHORIZED: { status: 401, message: 'errors.operatorUnauthorized' },
  REGION_RESTRICTED: { status: 403, message: 'errors.regionRestricted' },
  MAINTENANCE: { status: 503, message: 'errors.maintenance' },
  /** The game's vendor is under maintenance (an operator's switch): its games cannot be launched. */
  GAME_MAINTENANCE: { status: 503, message: 'errors.gameMaintenance' },
  NOT_FOUND: { status: 404, message: 'errors.notFound' },
  MODEL_OFFLINE: { status: 409, message: 'errors.modelOffline' },
  REDIRECT_NOT_ALLOWED: { status: 400, message: 'errors.invalidUrl' },
  SOCIAL_LOGIN_FAILED: { status: 401, message: 'errors.socialLoginFailed' },
  SOCIAL_ALREADY_LINKED: { status: 409, message: 'errors.socialAlreadyLinked' },
  PHONE_TOKEN_INVALID: { status: 400, message: 'errors.phoneTokenInvalid' },
  /** A hand-over code that is unknown, spent, expired, or whose session has ended since. */
  HANDOVER_INVALID: { status: 401, message: 'errors.handoverInvalid' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'errors.badRequest' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'errors.payloadTooLarge' },
  URI_TOO_LONG: { status: 414, message: 'errors.badRequest' },
  /** The request's headers and body did not all arrive within the platform's request timeout. */
  REQUEST_TIMEOUT: { status: 408, message: 'errors.badRequest' },
  HEADERS_TOO_LARGE: { status: 431, message: 'errors.badRequest' },
  INTERNAL: { status: 500, message: 'errors.internal' },
  UNAVAILABLE: { status: 503, message: 'errors.unavailable' },
  /** A launch of a card that stands for its vendor's game list (isGame 0): it opens the popup game list. */
  NOT_A_GAME: { status: 400, message: 'errors.notAGame' },
  /** `GCS_gameLaunchFB` of a game without a free trial (freeplay 0 and supportPlay not 0). */
  NO_FREE_TRIAL: { status: 403, message: 'errors.noFreeTrial' },
  /** A game session's token is unknown or its session is over (expired, idle, or its member logged out). */
  GAME_SESSION_INVALID: { status: 401, message: 'errors.gameSessionEnded' },
  /** A PVP room with every seat taken. */
  ROOM_FULL: { status: 409, message: 'errors.roomFull' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errors;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(errors, code);
