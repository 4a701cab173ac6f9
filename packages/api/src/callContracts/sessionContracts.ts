import type { CallContracts } from './CallContract';
import type * as calls from '../calls/sessionCalls';

/** What the session calls take and answer, for the platform and the OpenAPI document. */
export const sessionContracts = {
  login: {
    summary: 'Log in by username and password (slider, then captcha once asked) or by SMS code',
    tags: ['session'],
    refusals: [
      'THROTTLED',
      'ACCOUNT_LOCKED',
      'CAPTCHA_INVALID',
      'LOGIN_FAILED',
      'NON_MEMBER',
      'NOT_AGENT',
      'PHONE_TOKEN_INVALID',
      'SMS_CODE_INVALID',
      'VERIFICATION_REQUIRED',
      'FEATURE_DISABLED',
      'ACCOUNT_NOT_FOUND',
    ],
  },
  freeplayLogin: {
    summary: 'Free-play login: makes a trial account (type 4) when the free-play flag is on',
    tags: ['session'],
    refusals: ['THROTTLED', 'FEATURE_DISABLED'],
  },
  logout: {
    summary: 'Log out: ends this session',
    tags: ['session'],
  },
  memberInfo: {
    summary: 'The logged-in member: id, account, nickname, type and flags',
    tags: ['member'],
  },
  memberIcon: {
    summary: "The member's avatar image",
    tags: ['member'],
  },
} satisfies CallContracts<typeof calls>;
