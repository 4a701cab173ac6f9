import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { settings } from '../db/schema';

/**
 * A sandbox provider's signing key: 32 random bytes made at the first use and kept in the settings, so
 * every node signs and checks with the same one. Two nodes making it at once keep the first one stored.
 */
const readSecret = async (db: Db, key: string) =>
  (await db.select().from(settings).where(eq(settings.key, key)))[0]?.value as string | undefined;

async function readOrMakeSecret(db: Db, key: string): Promise<Uint8Array> {
  const read = () => readSecret(db, key);
  let stored = await read();
  if (!stored) {
    await db
      .insert(settings)
      .values({ key, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    stored = (await read()) as string;
  }
  return new Uint8Array(Buffer.from(stored, 'base64url'));
}

/**
 * The key of `readOrMakeSecret`, read once by the provider that holds this function: a stored key never
 * changes, so a signature or a check does not ask the database for it again. A failed read is not kept.
 */
export function storedSecret(db: Db, key: string): () => Promise<Uint8Array> {
  let secret: Promise<Uint8Array> | undefined;
  return () =>
    (secret ??= readOrMakeSecret(db, key).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
}

/**
 * The same key for checking only: null while no signature was ever made with it (nothing can pass the
 * check then), so a forged request never makes the key. Read again until it exists, then kept.
 */
export function existingSecret(db: Db, key: string): () => Promise<Uint8Array | null> {
  let secret: Uint8Array | undefined;
  return async () => {
    if (secret) return secret;
    const stored = await readSecret(db, key);
    if (stored) secret = new Uint8Array(Buffer.from(stored, 'base64url'));
    return secret ?? null;
  };
}
