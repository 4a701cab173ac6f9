import { isIPv4, isIPv6 } from 'node:net';

/**
 * An address as the login history shows it: enough to recognise a network, not to name a line. IPv4 keeps
 * its first three numbers (`203.0.113.*`), IPv6 its first three groups (`2001:db8:85a3:*`), an IPv4 one
 * mapped into IPv6 is shown as IPv4. Anything else (no address) is ''.
 */
export function maskAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const v4 = mapped ? mapped[1]! : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.*`;
  if (!isIPv6(address)) return '';
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const known = groups(head).length + groups(tail).length;
  const all = [
    ...groups(head),
    ...Array<string>(tail === undefined ? 0 : 8 - known).fill('0'),
    ...groups(tail),
  ];
  return `${all
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}:*`;
}
