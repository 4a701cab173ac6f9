import type { CallContracts } from './CallContract';
import type * as calls from '../calls/messageCalls';

/** What the platform-message calls take and answer, for the platform and the OpenAPI document. */
export const messageContracts = {
  messages: {
    summary: "The member's platform messages, newest first, a page at a time, with the unread count",
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  messageRead: {
    summary: 'Marks one message read, or every message; answers the unread count the header shows next',
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED', 'NOT_FOUND'],
  },
  messageDelete: {
    summary: 'Deletes one of the member’s messages; answers the unread count the header shows next',
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED', 'NOT_FOUND'],
  },
} satisfies CallContracts<typeof calls>;
