import * as calls from '../calls';
import type { ApiClient } from '../client/ApiClient';
import { ApiRequestError, isApiRequestError } from '../client/ApiRequestError';
import type { PhoneCodeRequest } from '../contract/phoneProvider';
import { phoneErrorKey, type PhoneErrorCode } from './phoneErrorKey';
import type { PhoneProviderClient } from './PhoneProviderClient';

/**
 * The platform's refusals in the provider's codes (null keeps a transport failure as it is); `badInput` is
 * the code of a rejected field, the number when sending and the code when checking.
 */
function providerCodeOf(code: string, badInput: PhoneErrorCode): string | null {
  switch (code) {
    case 'BAD_INPUT':
      return badInput;
    case 'SMS_TOO_MANY':
    case 'THROTTLED':
    case 'CAPTCHA_TOO_FAST':
      return 'auth/too-many-requests';
    case 'SMS_QUOTA':
      return 'auth/quota-exceeded';
    case 'SMS_CODE_INVALID':
      return 'auth/invalid-verification-code';
    case 'SMS_CODE_EXPIRED':
      return 'auth/code-expired';
    case 'FEATURE_DISABLED':
    case 'SANDBOX_ONLY':
      return 'auth/operation-not-allowed';
    // A lost connection or a timeout says so in its own words (spec section 8).
    case 'NETWORK':
    case 'TIMEOUT':
      return null;
    default:
      return 'auth/internal-error';
  }
}

/** An ApiRequestError under the provider's code with its phone-verification message key. */
export function phoneProviderError(code: string, status = 0, cause?: unknown): ApiRequestError {
  return new ApiRequestError({ code, status, messageKey: phoneErrorKey(code), cause });
}

async function asProvider<T>(call: Promise<T>, badInput: PhoneErrorCode): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    const code = providerCodeOf(error.code, badInput);
    throw code ? phoneProviderError(code, error.status, error) : error;
  }
}

function checkNumber(request: PhoneCodeRequest) {
  if (!request.mobileNum.trim()) throw phoneProviderError('auth/missing-phone-number');
}

/**
 * The sandbox phone provider: the platform's sandbox calls stand in for the provider's SDK (the code
 * goes through the outbox), answering in the provider's terms.
 */
export function createSandboxPhoneProvider(client: ApiClient): PhoneProviderClient {
  return {
    async sendCode(request) {
      checkNumber(request);
      return asProvider(client.call(calls.sandboxPhoneSend, request), 'auth/invalid-phone-number');
    },
    async verifyCode(request) {
      checkNumber(request);
      if (!request.code.trim()) throw phoneProviderError('auth/missing-verification-code');
      const value = await asProvider(
        client.call(calls.sandboxPhoneVerify, request),
        'auth/invalid-verification-code',
      );
      return { firebaseIdToken: value.firebaseIdToken };
    },
  };
}
