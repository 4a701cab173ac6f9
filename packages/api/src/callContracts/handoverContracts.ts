import type { CallContracts } from './CallContract';
import type * as calls from '../calls/handoverCalls';

/** What the handover calls take and answer, for the platform and the OpenAPI document. */
export const handoverContracts = {
  handoverCode: {
    // The platform's limits (lifetime, codes a minute) are its own policy, so the contract names none.
    summary:
      'A one-time code that hands this member over to another site of the brand (short-lived, single ' +
      'use, a few a minute per session)',
    tags: ['session'],
    refusals: ['THROTTLED'],
  },
  handoverLogin: {
    summary:
      'Exchanges a hand-over code, once, for a new session of its member (ending no later than the ' +
      'session that made it); 401 HANDOVER_INVALID when spent, expired or its session has ended',
    tags: ['session'],
    refusals: ['HANDOVER_INVALID'],
  },
} satisfies CallContracts<typeof calls>;
