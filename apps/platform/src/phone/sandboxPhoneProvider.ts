import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Platform } from '../context';
import { settings } from '../db/schema';
import { consumeSmsCode, sendSmsCode } from '../verification/smsCodes';
import { phoneNumberOf, type PhoneProvider } from './phoneProvider';

/** An ID token is accepted for 10 minutes after the code was checked. */
export const phoneTokenTtlMs = 10 * 60_000;

const secretKey = 'phoneProviderSecret';

/** The HMAC key of the sandbox ID tokens: made once and kept in the settings, shared by every node. */
async function tokenSecret(platform: Platform): Promise<Buffer> {
  const read = async () =>
    (await platform.db.select().from(settings).where(eq(settings.key, secretKey)))[0]?.value as
      string | undefined;
  let stored = await read();
  if (!stored) {
    await platform.db
      .insert(settings)
      .values({ key: secretKey, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    stored = (await read()) as string;
  }
  return Buffer.from(stored, 'base64url');
}

interface TokenClaims {
  /** The phone number, '+' and digits. */
  phone: string;
  /** The token's id (single use is the platform's business). */
  jti: string;
  iat: number;
  exp: number;
}

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

/**
 * The sandbox phone provider: the code goes through the platform's SMS provider (the outbox in sandbox
 * mode) as a 'phone' code, and a right code is traded for a token `payload.signature`, where the payload
 * is the base64url JSON of the number, an id and the times, and the signature its HMAC-SHA256.
 */
export function sandboxPhoneProvider(platform: Platform): PhoneProvider {
  return {
    sendCode: (target, { ip, language }) => sendSmsCode(platform, 'phone', target, ip, language),

    async verifyCode(target, code) {
      await consumeSmsCode(platform, 'phone', target, code);
      const iat = platform.now();
      const claims: TokenClaims = {
        phone: phoneNumberOf(target),
        jti: randomBytes(12).toString('base64url'),
        iat,
        exp: iat + phoneTokenTtlMs,
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const signature = sign(await tokenSecret(platform), payload).toString('base64url');
      return { firebaseIdToken: `${payload}.${signature}`, expiresAt: claims.exp };
    },

    async verifyIdToken(token) {
      const match = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, payload, signature] = match as unknown as [string, string, string];
      const expected = sign(await tokenSecret(platform), payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: Partial<TokenClaims>;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<TokenClaims>;
      } catch {
        return null;
      }
      const { phone, jti, exp } = claims;
      if (typeof phone !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
      if (exp <= platform.now()) return null;
      return { phoneNumber: phone, tokenId: jti, expiresAt: exp };
    },
  };
}
