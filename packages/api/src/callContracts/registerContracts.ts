import type { CallContracts } from './CallContract';
import type * as calls from '../calls/registerCalls';

/** What the register calls take and answer, for the platform and the OpenAPI document. */
export const registerContracts = {
  register: {
    summary: 'Registers a member (username mode) and logs them in',
    tags: ['registration'],
    refusals: ['THROTTLED', 'AFFILIATE_INVALID', 'PHONE_TOKEN_INVALID', 'SMS_CODE_INVALID', 'USERNAME_TAKEN'],
  },
  registerMobile: {
    summary: 'Registers a member (mobile mode) and logs them in',
    tags: ['registration'],
    refusals: ['THROTTLED'],
  },
  smsRegister: {
    summary: 'Sends the SMS code of a registration to a number not yet registered',
    tags: ['registration'],
    refusals: ['SMS_TOO_MANY', 'SMS_QUOTA', 'MOBILE_TAKEN'],
  },
  affiliate: {
    summary: "Checks an invitation (affiliate) code: success when it is an agent's",
    tags: ['registration'],
    refusals: ['AFFILIATE_INVALID'],
  },
} satisfies CallContracts<typeof calls>;
