import type { ApiClient } from '../client/ApiClient';
import type { PhoneCodeRequest, PhoneVerifyRequest } from '../contract/phoneProvider';

/**
 * The browser's side of a phone provider (spec section 7: it sends and checks the code itself, to
 * +countryDialingCode and the number). A failure rejects with an ApiRequestError whose message key comes
 * from `phoneErrorKey`, so a form shows the spec's phone-verification texts whichever provider runs.
 */
export interface PhoneProviderClient {
  /** Sends a code; its countdown is always one minute (spec section 4). */
  sendCode(request: PhoneCodeRequest): Promise<{ expiredMinutes: number }>;
  /** Checks a code; a right one yields the ID token that registration and the SMS login send. */
  verifyCode(request: PhoneVerifyRequest): Promise<{ firebaseIdToken: string }>;
}

/**
 * Makes the adapter that the site configuration names (`phoneProvider`). The kit has 'sandbox'; a brand
 * plugs a production one (its SDK) in through `ApiProvider`'s `phoneProviders`.
 */
export type PhoneProviderFactory = (client: ApiClient) => PhoneProviderClient;
