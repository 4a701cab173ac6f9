import { isIPv6 } from 'node:net';

/**
 * The key an address's limits count under. An IPv6 subscriber is given a whole /64 and can pick any
 * address in it, so IPv6 counts by its first four groups; an IPv4 address (mapped or not) counts as is.
 */
export function addressKeyOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const known = [...groups(head), ...groups(tail)];
  const zeros = tail === undefined ? [] : Array<string>(8 - known.length).fill('0');
  const all = [...groups(head), ...zeros, ...groups(tail)];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
