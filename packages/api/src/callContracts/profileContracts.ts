import type { CallContracts } from './CallContract';
import type * as calls from '../calls/profileCalls';

/** What the profile calls take and answer, for the platform and the OpenAPI document. */
export const profileContracts = {
  profile: {
    summary:
      "The member's profile: username, nickname, avatar (and those to pick from), real name and birthday with their locks",
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  profileUpdate: {
    summary:
      'Changes the nickname or the avatar, or sets the real name or the birthday once (with the registration’s rules); answers the profile',
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED', 'PROFILE_LOCKED'],
  },
} satisfies CallContracts<typeof calls>;
