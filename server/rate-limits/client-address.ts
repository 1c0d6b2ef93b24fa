import net from 'node:net';

/** One IPv6 customer usually holds a whole /64: its addresses count as one client. */
const IPV6_CLIENT_GROUPS = 4;
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * Who a request's address stands for, for limits and the nonce partitions: an IPv4
 * address as is (IPv4-mapped IPv6 too), an IPv6 address by its /64, so rotating through
 * one's own /64 earns no fresh limits.
 */
export function clientKeyOf(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip)?.[1];
  if (mapped !== undefined) return mapped;
  if (!net.isIPv6(ip)) return ip;
  return expandIpv6(ip).slice(0, IPV6_CLIENT_GROUPS).join(':') + '::/64';
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%', 1)[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
