import type { CallContracts } from './CallContract';
import { captchaKeyHeader } from '../index';
import type * as calls from '../calls/verificationCalls';

/** What the verification calls take and answer, for the platform and the OpenAPI document. */
export const verificationContracts = {
  smsNoLogin: {
    summary:
      'Sends an SMS code to a registered number (SMS login, reset by phone); the answer is the same for any number',
    tags: ['verification'],
    refusals: ['SMS_TOO_MANY', 'SMS_QUOTA'],
  },
  captcha: {
    summary: `A captcha PNG drawn on the server (base64); its key is in the ${captchaKeyHeader} header`,
    tags: ['verification'],
    refusals: ['CAPTCHA_TOO_FAST'],
  },
  sliderChallenge: {
    summary: 'A slider puzzle (the sandbox slider verification service); so many a minute per address',
    tags: ['verification'],
    refusals: ['THROTTLED'],
  },
  sliderVerify: {
    summary:
      'Checks one slider try and its track; a pass yields the extra login fields. After repeated misses ' +
      'from an address a try needs a captcha too (CAPTCHA_INVALID with captcha: true until it has one)',
    tags: ['verification'],
    refusals: ['CAPTCHA_INVALID', 'VERIFICATION_REQUIRED'],
  },
} satisfies CallContracts<typeof calls>;
