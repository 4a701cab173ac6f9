/** The verification calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { SliderFields } from '../contract/session';
import type {
  SliderChallengeValue,
  SliderVerifyRequest,
  SmsCodeRequest,
  SmsCodeValue,
} from '../contract/verification';
import { paths } from '../paths';

export const smsNoLogin = defineCall<SmsCodeRequest & Partial<SliderFields>, SmsCodeValue>()({
  name: 'smsNoLogin',
  method: 'POST',
  path: paths.smsNoLogin,
});

export const captcha = defineCall<void, string>()({
  name: 'captcha',
  method: 'GET',
  path: paths.captcha,
  cache: 'challenge',
});

export const sliderChallenge = defineCall<void, SliderChallengeValue>()({
  name: 'sliderChallenge',
  method: 'GET',
  path: paths.slider,
  cache: 'challenge',
});

export const sliderVerify = defineCall<SliderVerifyRequest, SliderFields>()({
  name: 'sliderVerify',
  method: 'POST',
  path: paths.slider,
});
