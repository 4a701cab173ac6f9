import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Platform } from '../../../context';
import { consumeSmsCode, sendSmsCode } from '../../../verification/smsCodes';
import { storedSecret } from '../../storedSecret';
import { phoneNumberOf, type PhonePort } from '../PhonePort';

/** An ID token is accepted for 10 minutes after the code was checked. */
export const phoneTokenTtlMs = 10 * 60_000;

/** Who signs the sandbox ID tokens and whom they are for: a token of anything else is refused. */
const issuer = 'urn:portal:sandbox-phone-provider';
const audience = 'urn:portal:platform';

/**
 * The sandbox phone provider: the code goes through the platform's SMS provider (the outbox in sandbox
 * mode) as a 'phone' code, and a right code is traded for an ID token: a JWT (HS256, signed and checked
 * by `jose`) whose `phone_number` is the number, with its own `jti`, `iat`, `exp`, issuer and audience.
 * JWT times are whole seconds, so the token ends at the second 10 minutes after the one it was made in.
 */
export function sandboxPhone(platform: Platform): PhonePort {
  // The HMAC key of the sandbox ID tokens: made once and kept in the settings, shared by every node.
  const tokenSecret = storedSecret(platform.db, 'phoneProviderSecret');
  return {
    name: 'sandbox',
    sandbox: {
      sendCode: (target, { ip, language }) => sendSmsCode(platform, 'phone', target, ip, language),
      verifyCode: async (target, code) => {
        await consumeSmsCode(platform, 'phone', target, code);
        const iat = Math.floor(platform.now() / 1000);
        const exp = iat + phoneTokenTtlMs / 1000;
        const firebaseIdToken = await new SignJWT({ phone_number: phoneNumberOf(target) })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuer(issuer)
          .setAudience(audience)
          .setJti(randomBytes(12).toString('base64url'))
          .setIssuedAt(iat)
          .setExpirationTime(exp)
          .sign(await tokenSecret());
        return { firebaseIdToken, expiresAt: exp * 1000 };
      },
    },

    async verifyIdToken(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, await tokenSecret(), {
          algorithms: ['HS256'],
          issuer,
          audience,
          requiredClaims: ['jti', 'iat', 'exp'],
          currentDate: new Date(platform.now()),
        }));
      } catch {
        // A bad signature, another issuer or audience, an expired or malformed token: all the same to the caller.
        return null;
      }
      const { phone_number: phone, jti, exp } = payload;
      if (typeof phone !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
      return { phoneNumber: phone, tokenId: jti, expiresAt: exp * 1000 };
    },
  };
}
