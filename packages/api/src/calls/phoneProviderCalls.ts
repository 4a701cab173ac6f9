/** The phoneProvider calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { PhoneCodeRequest, PhoneVerifyRequest, PhoneVerifyValue } from '../contract/phoneProvider';
import { paths } from '../paths';

export const sandboxPhoneSend = defineCall<PhoneCodeRequest, { expiredMinutes: number }>()({
  name: 'sandboxPhoneSend',
  method: 'POST',
  path: paths.sandboxPhoneSend,
  sandboxOnly: true,
});

export const sandboxPhoneVerify = defineCall<PhoneVerifyRequest, PhoneVerifyValue>()({
  name: 'sandboxPhoneVerify',
  method: 'POST',
  path: paths.sandboxPhoneVerify,
  sandboxOnly: true,
});
