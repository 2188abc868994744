import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

// The country of an address, IPv4 or IPv6, from the kept GeoLite2 country data that geoip-country
// bundles (updated with the package, about 25 MB in memory, read once at start; this product
// includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com). Reserved
// addresses (loopback, private and link-local networks, documentation ranges) have no country.

const RESERVED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  RESERVED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const)
  RESERVED.addSubnet(network, prefix, 'ipv6');

/** The address itself: an IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 one. */
function plain(ip: string): string {
  return ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Whether `ip` is an address of no place: loopback, a private or link-local network, a documentation range. */
export function isReservedAddress(ip: string | undefined): boolean {
  if (!ip) return true;
  const address = plain(ip);
  const family = isIP(address);
  if (family === 0) return true;
  return RESERVED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export async function countryOfIp(ip: string | undefined): Promise<string | undefined> {
  if (!ip || isReservedAddress(ip)) return undefined;
  return geoip.lookup(plain(ip))?.country || undefined;
}
