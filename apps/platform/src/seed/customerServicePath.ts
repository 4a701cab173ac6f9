/**
 * The customer-service path cipher (spec section 3: "path is encrypted; last 8 characters are the key").
 * This only keeps contact links out of plain sight in the site configuration; it is not a security
 * boundary, since the key travels with the cipher text.
 */
export const customerServiceKeyLength = 8;

const keyPattern = /^[A-Za-z0-9]{8}$/;
// The cipher text is base64url without padding, so its alphabet never overlaps the key's boundary rule.
const cipherPattern = /^[A-Za-z0-9_-]*$/;

/** XOR of the bytes with the repeating key bytes: the same call encrypts and decrypts. */
function xorWithKey(bytes: Uint8Array, key: string): Buffer {
  const keyBytes = Buffer.from(key, 'ascii');
  return Buffer.from(bytes.map((byte, index) => byte ^ (keyBytes[index % keyBytes.length] ?? 0)));
}

function assertKey(key: string): void {
  if (!keyPattern.test(key)) {
    throw new RangeError(`A customer-service key is exactly ${customerServiceKeyLength} letters or digits.`);
  }
}

/** The stored path of a contact URL: base64url(UTF-8 bytes XOR key), then the key itself. */
export function encryptCustomerServicePath(url: string, key: string): string {
  assertKey(key);
  return xorWithKey(Buffer.from(url, 'utf8'), key).toString('base64url') + key;
}

/** The contact URL of a stored path, whose last 8 characters are the key. */
export function decryptCustomerServicePath(path: string): string {
  const key = path.slice(-customerServiceKeyLength);
  const cipher = path.slice(0, -customerServiceKeyLength);
  assertKey(key);
  // Buffer's decoder skips characters it does not know; refuse them rather than return a garbled URL.
  if (!cipherPattern.test(cipher) || cipher.length % 4 === 1) {
    throw new RangeError('A customer-service path is base64url text followed by its key.');
  }
  return xorWithKey(Buffer.from(cipher, 'base64url'), key).toString('utf8');
}
