import type { PublicKeyValue } from '../contract/site';
import { isApiRequestError } from './ApiRequestError';

export interface PublicKeyCache {
  /**
   * Runs an encrypted call with the platform's key, fetched and imported once. When the platform cannot
   * read the payload (BAD_PAYLOAD) the key has probably rotated: the call runs once more with a fresh key.
   */
  seal<T>(send: (key: CryptoKey) => Promise<T>): Promise<T>;
}

export function createPublicKeyCache(load: () => Promise<PublicKeyValue>): PublicKeyCache {
  let current: Promise<CryptoKey> | undefined;

  const key = (): Promise<CryptoKey> => {
    if (current) return current;
    const pending = load().then(async (value) =>
      // The cipher loads with the first encrypted call, not with the first page.
      (await import('../crypto/payloadCipher')).importPublicKey(value.jwk),
    );
    current = pending;
    // A failed load is not kept, so the next encrypted call tries again.
    pending.catch(() => {
      if (current === pending) current = undefined;
    });
    return pending;
  };

  return {
    async seal<T>(send: (key: CryptoKey) => Promise<T>): Promise<T> {
      const used = key();
      try {
        return await send(await used);
      } catch (error) {
        if (!isApiRequestError(error, 'BAD_PAYLOAD')) throw error;
        // Calls that failed together share one refetch: only the first forgets the key it used.
        if (current === used) current = undefined;
        return send(await key());
      }
    },
  };
}
