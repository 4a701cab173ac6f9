import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { phoneNumberOf, type PhoneNumberParts } from '../providers/phone/PhonePort';

/**
 * Accepts a phone provider's ID token in place of the platform's own SMS code: its signature, its end
 * and its number (the one of the request) must hold, and it serves once. PHONE_TOKEN_INVALID otherwise,
 * and always when the site has no phone provider (PHONE_PROVIDER unset).
 */
export async function consumePhoneToken(
  platform: Platform,
  token: string,
  target: PhoneNumberParts,
): Promise<void> {
  const proof = await platform.phone?.verifyIdToken(token);
  if (!proof || proof.phoneNumber !== phoneNumberOf(target)) throw new ApiError('PHONE_TOKEN_INVALID');
  const fresh = await platform.store.setIfAbsent(
    `phone:token:${proof.tokenId}`,
    '1',
    Math.max(1, proof.expiresAt - platform.now()),
  );
  if (!fresh) throw new ApiError('PHONE_TOKEN_INVALID');
}
