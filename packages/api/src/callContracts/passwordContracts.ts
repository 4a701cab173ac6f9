import type { CallContracts } from './CallContract';
import type * as calls from '../calls/passwordCalls';

/** What the password calls take and answer, for the platform and the OpenAPI document. */
export const passwordContracts = {
  changePassword: {
    summary: 'Changes the password (the old one is not asked while a temporary one is set)',
    tags: ['password'],
    refusals: ['THROTTLED', 'OLD_PASSWORD_WRONG', 'PASSWORD_NOT_ALLOWED'],
  },
  forgotByEmail: {
    summary:
      'Forgot password by e-mail: when the username and e-mail match, a single-use link to set a new ' +
      'password is e-mailed (valid for a limited time); the answer is the same either way',
    tags: ['password'],
    refusals: ['THROTTLED'],
  },
  resetPassword: {
    summary:
      "Sets a new password with the token of a reset e-mail's link (once, within its minutes); every " +
      'session of the account ends',
    tags: ['password'],
    refusals: ['THROTTLED', 'PASSWORD_NOT_ALLOWED', 'RESET_LINK_INVALID'],
  },
  setPasswordByPhone: {
    summary: 'Sets a new password with an SMS code sent to the number on the account',
    tags: ['password'],
    refusals: ['SMS_CODE_INVALID', 'FEATURE_DISABLED', 'ACCOUNT_NOT_FOUND'],
  },
} satisfies CallContracts<typeof calls>;
