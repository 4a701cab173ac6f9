/** The English catalogue of `@portal/forms` (namespace `forms`): validation and form texts of spec sections 5 and 8. */
export const en = {
  'validation.required': 'Input cannot be empty',
  'validation.captchaRequired': 'Please enter the captcha',
  'validation.confirmMismatch': 'Incorrect confirmation input',
  'validation.mobileInvalid': 'Please enter a valid mobile number',
  'validation.codeInvalid': 'Please enter a valid verification code',
  'validation.passwordLength': 'Please fill in your password with {{min}} - {{max}} characters',
  'validation.emailInvalid': 'E-mail format is incorrect',
  'validation.usernameAndPassword': 'Please enter the username and password',
} as const;

export type FormsMessageKey = keyof typeof en;
export type FormsMessages = Record<FormsMessageKey, string>;
