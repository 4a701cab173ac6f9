import { generateKeyPairSync, privateDecrypt, constants, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptPayload,
  encryptPayload,
  importPrivateKey,
  importPublicKey,
  PayloadDecryptionError,
} from './payloadCipher';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicJwk = pair.publicKey.export({ format: 'jwk' });
const privateJwk = pair.privateKey.export({ format: 'jwk' });

describe('payload encryption', () => {
  it('round-trips a login body and never carries it in clear', async () => {
    const body = { username: 'player1', password: 'S3cret!pass', type: 'username' };
    const encrypted = await encryptPayload(await importPublicKey(publicJwk), body);
    expect(JSON.stringify(encrypted)).not.toContain('S3cret');
    expect(await decryptPayload(await importPrivateKey(privateJwk), encrypted)).toEqual(body);
  });

  it('is readable with node:crypto alone (the platform side needs nothing from the browser)', async () => {
    const encrypted = await encryptPayload(await importPublicKey(publicJwk), { amount: 100 });
    const aesKey = privateDecrypt(
      { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encrypted.key, 'base64'),
    );
    const data = Buffer.from(encrypted.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(encrypted.iv, 'base64'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ amount: 100 });
  });

  it('uses a fresh key and nonce for every request', async () => {
    const key = await importPublicKey(publicJwk);
    const [a, b] = await Promise.all([encryptPayload(key, { x: 1 }), encryptPayload(key, { x: 1 })]);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses tampered, malformed or foreign payloads with one error', async () => {
    const privateKey = await importPrivateKey(privateJwk);
    const encrypted = await encryptPayload(await importPublicKey(publicJwk), { x: 1 });
    const flipped = Buffer.from(encrypted.data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const cases: unknown[] = [
      { ...encrypted, data: flipped.toString('base64') },
      { ...encrypted, iv: 'AAAA' },
      { ...encrypted, v: 2 },
      { ...encrypted, key: 'not base64!' },
      null,
      'text',
      { username: 'plain' },
    ];
    for (const payload of cases) {
      await expect(decryptPayload(privateKey, payload)).rejects.toBeInstanceOf(PayloadDecryptionError);
    }
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    await expect(decryptPayload(await importPrivateKey(other), encrypted)).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );
  });
});
