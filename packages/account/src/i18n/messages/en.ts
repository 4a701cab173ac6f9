/**
 * The English catalogue of `@portal/account` (namespace `account`): the sign-in flows of spec sections
 * 2.5 and 4 (login, registration, recovery, the forced password change and the slider challenge).
 */
export const en = {
  'login.title': 'Log in',
  'register.title': 'Create your account',
  'forgot.title': 'Forgot password',
  'forgot.phoneDone': 'Your password has been changed. Log in with your new password.',
  'resetPassword.title': 'Set a new password',
  'resetPassword.lead': 'Choose the password you will log in with from now on. This link works only once.',
  'resetPassword.invalidTitle': 'This link cannot be used',
  'resetPassword.invalidText':
    'Open the link from your most recent reset e-mail, or ask for a new one. A link works once, for a short time only.',
  'resetPassword.askAgain': 'Ask for a new link',
  'changePassword.title': 'Change password',
  'changePassword.forcedTitle': 'Choose a new password',
  'changePassword.forcedDescription':
    'For your security, please replace your current password before you continue.',
  'challenge.title': 'Quick check',
  'challenge.description': 'Slide the piece into place to show you are not a robot.',
} as const;

export type AccountMessageKey = keyof typeof en;
export type AccountMessages = Record<AccountMessageKey, string>;
