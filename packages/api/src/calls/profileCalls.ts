/** The member's profile (its documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ProfileUpdateRequest, ProfileValue } from '../contract/profile';
import { memberPaths } from '../memberPaths';

export const profile = defineCall<void, ProfileValue>()({
  name: 'profile',
  method: 'GET',
  path: memberPaths.profile,
  auth: 'member',
});

export const profileUpdate = defineCall<ProfileUpdateRequest, ProfileValue>()({
  name: 'profileUpdate',
  method: 'PUT',
  path: memberPaths.profile,
  auth: 'member',
});
