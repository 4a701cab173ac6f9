import type { CallContracts } from './CallContract';
import type * as calls from '../calls/loginHistoryCalls';

/** What the login-history call takes and answers, for the platform and the OpenAPI document. */
export const loginHistoryContracts = {
  loginHistory: {
    summary:
      "The member's recent logins, newest first: time, masked address, device and method, the current session's marked",
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
} satisfies CallContracts<typeof calls>;
