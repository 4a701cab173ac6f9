import type { Server } from 'node:http';
import { BlockList, isIP, isIPv4 } from 'node:net';

/** A socket's address as written in configuration: an IPv4-mapped IPv6 address is the IPv4 one. */
const plainAddress = (address: string) =>
  address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;

function blockListOf(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * Bounds the connections one address holds open at once: one more is closed as it arrives, before it
 * costs a parser or a timer. The proxies in front (TRUST_PROXY) are exempt, since every visitor behind
 * them shares their address; limiting per visitor there is the proxy's job.
 */
export function connectionLimit(server: Server, maxPerAddress: number, proxies: string[] = []) {
  const exempt = blockListOf(proxies);
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (!address) return;
    if (exempt.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
