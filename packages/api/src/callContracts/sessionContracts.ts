import type { CallContracts } from './CallContract';
import type * as calls from '../calls/sessionCalls';

/** What the session calls take and answer, for the platform and the OpenAPI document. */
export const sessionContracts = {
  login: {
    summary: 'Log in by username and password (slider, then captcha once asked) or by SMS code',
    tags: ['session'],
    refusals: ['THROTTLED', 'ACCOUNT_LOCKED'],
  },
  freeplayLogin: {
    summary: 'Free-play login: makes a trial account (type 4) when the free-play flag is on',
    tags: ['session'],
    refusals: ['THROTTLED'],
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
