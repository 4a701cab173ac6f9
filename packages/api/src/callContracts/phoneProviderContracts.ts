import type { CallContracts } from './CallContract';
import type * as calls from '../calls/phoneProviderCalls';

/** What the phoneProvider calls take and answer, for the platform and the OpenAPI document. */
export const phoneProviderContracts = {
  sandboxPhoneSend: {
    summary: 'Sandbox only: the phone provider sends a code to a number (through the outbox)',
    tags: ['sandbox', 'verification'],
    refusals: ['SMS_TOO_MANY', 'SMS_QUOTA'],
  },
  sandboxPhoneVerify: {
    summary: "Sandbox only: the phone provider checks a code and answers the number's ID token",
    tags: ['sandbox', 'verification'],
    refusals: ['SMS_CODE_INVALID'],
  },
} satisfies CallContracts<typeof calls>;
