import { BlockList, isIP } from 'node:net';
import geoip from 'fast-geoip';

// The country of an address, from the kept GeoIP database of fast-geoip (the GeoLite country and
// city data bundled with the package). fast-geoip reads its index files from disk on demand
// instead of holding the whole database in memory (geoip-lite costs ~150 MB of RSS per process).
// It knows IPv4 only; private, loopback and other reserved addresses have no country.

const RESERVED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  RESERVED.addSubnet(network, prefix, 'ipv4');

export async function countryOfIp(ip: string | undefined): Promise<string | undefined> {
  if (!ip) return undefined;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) !== 4 || RESERVED.check(v4, 'ipv4')) return undefined;
  const found = await geoip.lookup(v4);
  return found?.country || undefined;
}
