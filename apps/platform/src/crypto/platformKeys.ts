import { createHash, generateKeyPairSync } from 'node:crypto';
import { importPrivateKey, type PublicKeyValue } from '@portal/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { settings } from '../db/schema';

export interface PlatformKeys {
  publicKey: PublicKeyValue;
  privateKey: CryptoKey;
}

const settingKey = 'payloadKey';

interface StoredKey {
  publicJwk: JsonWebKey;
  privateJwk: JsonWebKey;
}

/**
 * The RSA-OAEP-256 key pair of encrypted calls: made once and kept in the database, so every node
 * (and every restart) opens what a browser encrypted with the key it was served.
 */
export async function loadPlatformKeys(db: Db): Promise<PlatformKeys> {
  const read = async () =>
    (await db.select().from(settings).where(eq(settings.key, settingKey)))[0]?.value as StoredKey | undefined;
  let stored = await read();
  if (!stored) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const made: StoredKey = {
      publicJwk: pair.publicKey.export({ format: 'jwk' }) as JsonWebKey,
      privateJwk: pair.privateKey.export({ format: 'jwk' }) as JsonWebKey,
    };
    // Two nodes starting at once: the first insert wins and both use it.
    await db.insert(settings).values({ key: settingKey, value: made }).onConflictDoNothing();
    stored = (await read()) as StoredKey;
  }
  const jwk: JsonWebKey = { ...stored.publicJwk, alg: 'RSA-OAEP-256', use: 'enc' };
  const keyId = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  return {
    publicKey: { keyId, jwk },
    privateKey: await importPrivateKey({ ...stored.privateJwk, alg: 'RSA-OAEP-256' }),
  };
}
