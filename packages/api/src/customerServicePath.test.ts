import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, encryptCustomerServicePath } from './customerServicePath';

describe('customer-service path cipher', () => {
  it.each(['/sandbox/chat', 'https://t.me/portaldemo_support', 'https://wa.me/15550100?text=مرحبا', ''])(
    'round-trips %j',
    (url) => {
      const path = encryptCustomerServicePath(url, 'Kq7Zp2Xw');
      expect(path.endsWith('Kq7Zp2Xw')).toBe(true);
      expect(decryptCustomerServicePath(path)).toBe(url);
    },
  );

  it('does not leave the URL readable and depends on the key', () => {
    const url = 'https://t.me/portaldemo_support';
    const one = encryptCustomerServicePath(url, 'AAAAAAAA');
    const two = encryptCustomerServicePath(url, 'BBBBBBBB');
    expect(one).not.toContain('t.me');
    expect(one.slice(0, -8)).not.toBe(two.slice(0, -8));
  });

  it('is deterministic for a fixed key', () => {
    expect(encryptCustomerServicePath('/sandbox/chat', 'Kq7Zp2Xw')).toBe(
      encryptCustomerServicePath('/sandbox/chat', 'Kq7Zp2Xw'),
    );
  });

  it('refuses keys that are not 8 letters or digits', () => {
    for (const key of ['short', 'toolong123', 'abc-efgh', 'abcdéfgh']) {
      expect(() => encryptCustomerServicePath('/x', key)).toThrow(RangeError);
    }
  });

  it('refuses malformed paths', () => {
    expect(() => decryptCustomerServicePath('abc')).toThrow(RangeError);
    expect(() => decryptCustomerServicePath('ab+/Kq7Zp2Xw')).toThrow(RangeError);
    expect(() => decryptCustomerServicePath('aKq7Zp2Xw')).toThrow(RangeError);
  });
});
