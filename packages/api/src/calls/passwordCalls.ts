/** The password calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type {
  ChangePasswordRequest,
  ResetPasswordRequest,
  SetPasswordByPhoneRequest,
} from '../contract/member';
import { paths } from '../paths';

export const changePassword = defineCall<ChangePasswordRequest, boolean>()({
  name: 'changePassword',
  method: 'POST',
  path: paths.changePassword,
  auth: 'member',
  encrypted: true,
});

export const forgotByEmail = defineCall<URLSearchParams, boolean>()({
  name: 'forgotByEmail',
  method: 'POST',
  path: paths.forgotByEmail,
});

export const resetPassword = defineCall<ResetPasswordRequest, boolean>()({
  name: 'resetPassword',
  method: 'POST',
  path: paths.resetPassword,
  encrypted: true,
});

export const setPasswordByPhone = defineCall<SetPasswordByPhoneRequest, boolean>()({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: paths.setPasswordByPhone,
  encrypted: true,
});
