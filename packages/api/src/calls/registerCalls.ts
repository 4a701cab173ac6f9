/** The register calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { AffiliateValue, RegisterRequest, RegisterValue } from '../contract/member';
import type { SmsCodeValue, SmsRegisterCodeRequest } from '../contract/verification';
import { paths } from '../paths';

export const register = defineCall<RegisterRequest, RegisterValue>()({
  name: 'register',
  method: 'PUT',
  path: paths.register,
  encrypted: true,
});

export const registerMobile = defineCall<RegisterRequest, RegisterValue>()({
  name: 'registerMobile',
  method: 'PUT',
  path: paths.registerMobile,
  encrypted: true,
});

export const smsRegister = defineCall<SmsRegisterCodeRequest, SmsCodeValue>()({
  name: 'smsRegister',
  method: 'POST',
  path: paths.smsRegister,
});

export const affiliate = defineCall<{ code: string; domain?: string }, AffiliateValue>()({
  name: 'affiliate',
  method: 'GET',
  path: paths.affiliate,
});
