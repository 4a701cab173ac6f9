/**
 * The English texts of the `api` namespace: one for every message key of `errors.ts`, plus the keys a
 * client raises itself when the transport fails (spec section 8). Where the spec quotes a sentence, it is
 * kept word for word, so the portal reads as the product it replaces.
 */
export const enMessages = {
  // Keys the platform answers with (errors.ts).
  'errors.badInput': 'Please check your input and try again',
  'errors.badRequest': 'The request could not be processed, please try again',
  'errors.badPayload': 'The request data is invalid, please refresh the page and try again',
  'errors.notLoggedIn': 'You are not logged in, please login',
  'errors.loginFailed': 'Incorrect username or password',
  'errors.captchaInvalid': 'Incorrect captcha, please try again',
  'errors.verificationRequired': 'Please complete verification first',
  'errors.nonMember': 'Non-member account unable to login',
  'errors.notAgent': 'Non-agents cannot log in',
  in_need_true_account: 'Please register a real account to use this feature',
  'errors.operationNotAllowed': 'This operation is not allowed',
  'errors.accountLocked': 'Your account is temporarily locked, please try again after {{time}}',
  'errors.oldPasswordWrong': 'The current password is incorrect',
  'errors.passwordNotAllowed': 'This password cannot be used, please choose another one',
  'errors.usernameTaken': 'This username is already taken, please choose another one',
  'errors.mobileTaken': 'This mobile number is already registered',
  'errors.accountNotFound': 'Username/Email does not exist',
  invitation_code_error: 'Invalid invitation code',
  'errors.smsCodeInvalid': 'The verification code is incorrect',
  'errors.smsCodeExpired': 'The verification code has expired, please send it again',
  'errors.smsTooMany': 'Please try again after 5 minutes',
  'errors.smsQuota': 'The SMS limit has been reached, please contact customer service',
  'errors.tooFast': 'Too many requests, please wait a moment and try again',
  'errors.insufficientFunds': 'Insufficient balance',
  'errors.requestInFlight': 'Your previous request is still being processed, please wait',
  'errors.idempotencyMismatch':
    'This request conflicts with an earlier one, please refresh the page and try again',
  'errors.idempotencyKeyRequired': 'The request is incomplete, please refresh the page and try again',
  'errors.sandboxOnly': 'This feature is only available in the test environment',
  'errors.operatorDisabled': 'Operator access is not enabled',
  'errors.operatorUnauthorized': 'Operator authorization failed',
  'errors.regionRestricted': 'This service is not available in your region',
  'errors.maintenance': 'The system is under maintenance, please try again later',
  'errors.notFound': 'The requested content could not be found',
  'errors.payloadTooLarge': 'The submitted data is too large',
  'errors.internal': 'Something went wrong, please try again later',
  'errors.unavailable': 'The service is temporarily unavailable, please try again later',

  // Keys the portal raises itself: transport failures, blocked screens and phone verification.
  'errors.network': 'Network link is abnormal, please try again',
  'errors.timeout': 'The page took longer time to load, please check your network connectivity',
  'errors.invalidUrl': 'Invalid URL, please contact customer service',
  'errors.ipRestricted': 'Access is restricted from your IP address or location',
  'errors.gameMaintenance': 'This game is under maintenance',
  'errors.phoneInvalid': 'The phone number format is invalid',
  'errors.phoneMissing': 'Please enter a valid phone number.',
  'errors.phoneUnknown': 'An unknown error occurred, please try again',
  'errors.codeMissing': 'Please enter the verification code',
  'errors.captchaFailed': 'The security check failed, please try again',
  'errors.popupClosed': 'Login failure. Please try again.',
  in_been_out: 'We have sent a temporary password to your e-mail, please check your inbox',
} as const satisfies Record<string, string>;
