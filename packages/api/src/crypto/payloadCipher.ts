import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * An encrypted request body (spec section 6: login, register, change password, set password by phone,
 * point redeem and convert). Hybrid: a fresh AES-256-GCM key per request encrypts the JSON, and the
 * platform's RSA-OAEP-256 public key encrypts that AES key. Only the platform can read either.
 */
export interface EncryptedPayload {
  /** Format version, so the platform can refuse what it cannot read. */
  v: 1;
  /** The AES key, RSA-OAEP (SHA-256) encrypted, base64. */
  key: string;
  /** The 96-bit GCM nonce, base64. */
  iv: string;
  /** The AES-GCM ciphertext with its 128-bit tag appended, base64. */
  data: string;
}

const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const subtle = (): SubtleCrypto => {
  if (!globalThis.crypto?.subtle)
    throw new Error('Web Crypto is not available (an https page or Node 20+ is needed).');
  return globalThis.crypto.subtle;
};

/** The platform's public key as served (a JWK), ready to encrypt with. */
export function importPublicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return subtle().importKey('jwk', jwk, rsa, false, ['encrypt']);
}

export function importPrivateKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return subtle().importKey('jwk', jwk, rsa, false, ['decrypt']);
}

/** Encrypts a JSON value for the platform. */
export async function encryptPayload(publicKey: CryptoKey, value: unknown): Promise<EncryptedPayload> {
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const [data, rawKey] = await Promise.all([
    subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plain),
    subtle().exportKey('raw', aesKey),
  ]);
  const key = await subtle().encrypt(rsa, publicKey, rawKey);
  return {
    v: 1,
    key: bytesToBase64(new Uint8Array(key)),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(data)),
  };
}

export function isEncryptedPayload(body: unknown): body is EncryptedPayload {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return b.v === 1 && typeof b.key === 'string' && typeof b.iv === 'string' && typeof b.data === 'string';
}

/** Thrown for anything that is not a payload this key can open; the platform answers 400. */
export class PayloadDecryptionError extends Error {
  constructor() {
    super('The encrypted payload could not be read.');
    this.name = 'PayloadDecryptionError';
  }
}

/** Opens a payload with the platform's private key; any tampering or wrong key fails as one error. */
export async function decryptPayload(privateKey: CryptoKey, payload: unknown): Promise<unknown> {
  if (!isEncryptedPayload(payload)) throw new PayloadDecryptionError();
  try {
    const iv = base64ToBytes(payload.iv);
    if (iv.length !== 12) throw new PayloadDecryptionError();
    const rawKey = await subtle().decrypt(rsa, privateKey, base64ToBytes(payload.key));
    const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv }, aesKey, base64ToBytes(payload.data));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    throw new PayloadDecryptionError();
  }
}
