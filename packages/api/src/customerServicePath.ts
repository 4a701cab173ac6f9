import { base64ToBytes, bytesToBase64 } from './crypto/base64';

/**
 * The customer-service path cipher (spec section 3: "path is encrypted; last 8 characters are the key"),
 * one function for the platform that stores the paths and the client that opens them. It keeps contact
 * links out of plain sight in the site configuration; it is not a security boundary, since the key
 * travels with the cipher text.
 */
export const customerServiceKeyLength = 8;

const keyPattern = /^[A-Za-z0-9]{8}$/;
// The cipher text is base64url without padding, so its alphabet never overlaps the key's boundary rule.
const cipherPattern = /^[A-Za-z0-9_-]*$/;

/** XOR of the bytes with the repeating key bytes: the same call encrypts and decrypts. */
function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((byte, index) => byte ^ (keyBytes[index % keyBytes.length] ?? 0));
}

function assertKey(key: string): void {
  if (!keyPattern.test(key)) {
    throw new RangeError(`A customer-service key is exactly ${customerServiceKeyLength} letters or digits.`);
  }
}

const toBase64Url = (bytes: Uint8Array) =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return base64ToBytes(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
};

/** The stored path of a contact URL: base64url(UTF-8 bytes XOR key), then the key itself. */
export function encryptCustomerServicePath(url: string, key: string): string {
  assertKey(key);
  return toBase64Url(xorWithKey(new TextEncoder().encode(url), key)) + key;
}

/** The contact URL of a stored path, whose last 8 characters are the key. */
export function decryptCustomerServicePath(path: string): string {
  const key = path.slice(-customerServiceKeyLength);
  const cipher = path.slice(0, -customerServiceKeyLength);
  assertKey(key);
  if (!cipherPattern.test(cipher) || cipher.length % 4 === 1) {
    throw new RangeError('A customer-service path is base64url text followed by its key.');
  }
  return new TextDecoder().decode(xorWithKey(fromBase64Url(cipher), key));
}
