import { describe, expect, it } from 'vitest';
import { maskAddress } from './maskAddress';

describe('maskAddress', () => {
  it('keeps the first three numbers of an IPv4 address, mapped into IPv6 or not', () => {
    expect(maskAddress('203.0.113.7')).toBe('203.0.113.*');
    expect(maskAddress('::ffff:198.51.100.66')).toBe('198.51.100.*');
    expect(maskAddress('::FFFF:10.0.0.1')).toBe('10.0.0.*');
  });

  it('keeps the first three groups of an IPv6 address, however it is written', () => {
    expect(maskAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(maskAddress('2001:0db8:0000:0042:0000:8a2e:0370:7334')).toBe('2001:db8:0:*');
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:0:*');
    expect(maskAddress('fe80::1%eth0')).toBe('fe80:0:0:*');
    expect(maskAddress('::1')).toBe('0:0:0:*');
  });

  it('shows nothing for what is not an address', () => {
    for (const text of ['', 'unknown', '203.0.113', '999.1.1.1', 'x:y']) expect(maskAddress(text)).toBe('');
  });
});
