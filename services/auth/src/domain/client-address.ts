import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, written out ('::' expanded). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/**
 * The key under which an address's attempts are counted. An IPv6 user is handed a whole /64 (2^64
 * addresses) and can pick a new one for every request, so IPv6 is counted per /64; an IPv4
 * address written as IPv6 (::ffff:203.0.113.7) is the IPv4 address.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
  return bare || 'unknown';
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is the machine's own: 127.0.0.0/8 (also written as IPv6) or ::1. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return LOOPBACK.check(bare, 'ipv4');
  return isIPv6(bare) && LOOPBACK.check(bare, 'ipv6');
}
