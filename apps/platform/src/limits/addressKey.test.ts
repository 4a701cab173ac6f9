import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './addressKey';

describe('addressKeyOf', () => {
  it('keeps an IPv4 address, mapped or not', () => {
    expect(addressKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:0:12::/64';
    expect(addressKeyOf('2001:db8:0:12::1')).toBe(key);
    expect(addressKeyOf('2001:0db8:0000:0012:ffff:1:2:3')).toBe(key);
    expect(addressKeyOf('2001:DB8:0:12:a::')).toBe(key);
    expect(addressKeyOf('2001:db8:0:12::1%eth0')).toBe(key);
    expect(addressKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});
