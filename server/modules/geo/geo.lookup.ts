import { isIP } from 'node:net';

// Coarse country lookup without a geo database: a small table of well-known IPv4 ranges, and
// bounding boxes for a gps 'lat,long'. Good enough to pick the calling code and the GDPR banner;
// a CDN's country header (x-country / cf-ipcountry) wins when present.

const RANGES: ReadonlyArray<[cidr: string, country: string]> = [
  ['49.32.0.0/11', 'IN'], ['117.192.0.0/10', 'IN'], ['106.192.0.0/11', 'IN'], ['103.21.124.0/22', 'IN'],
  ['39.32.0.0/11', 'PK'], ['103.4.92.0/22', 'BD'],
  ['81.2.69.0/24', 'GB'], ['2.24.0.0/13', 'GB'],
  ['5.32.0.0/12', 'AE'],
  ['8.8.8.0/24', 'US'], ['3.0.0.0/9', 'US'],
  ['46.114.0.0/15', 'DE'], ['90.0.0.0/9', 'FR'],
];

const BOXES: ReadonlyArray<[country: string, south: number, west: number, north: number, east: number]> = [
  ['IN', 6.5, 68.1, 35.7, 97.4], ['PK', 23.6, 60.9, 37.1, 75.4], ['BD', 20.6, 88.0, 26.6, 92.7], ['NP', 26.3, 80.0, 30.5, 88.2],
  ['LK', 5.9, 79.5, 9.9, 81.9], ['AE', 22.6, 51.5, 26.1, 56.4], ['GB', 49.9, -8.2, 60.9, 1.8], ['DE', 47.3, 5.9, 55.1, 15.0],
  ['FR', 41.3, -5.2, 51.1, 9.6], ['US', 24.4, -124.8, 49.4, -66.9], ['CA', 49.0, -141.0, 83.1, -52.6], ['AU', -43.7, 113.3, -10.6, 153.6],
];

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

export function countryOfIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) !== 4) return undefined;
  const address = ipv4ToNumber(v4);
  for (const [cidr, country] of RANGES) {
    const [base, bits] = cidr.split('/');
    const size = 2 ** (32 - Number(bits));
    const start = ipv4ToNumber(base);
    if (address >= start && address < start + size) return country;
  }
  return undefined;
}

/** 'lat,long' to a country by bounding box (smaller boxes listed first win); undefined when unknown. */
export function countryOfGps(gps: string | undefined): string | undefined {
  const match = gps?.match(/^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/);
  if (!match) return undefined;
  const [lat, long] = [Number(match[1]), Number(match[2])];
  const hits = BOXES.filter(([, south, west, north, east]) => lat >= south && lat <= north && long >= west && long <= east);
  hits.sort((a, b) => (a[3] - a[1]) * (a[4] - a[2]) - (b[3] - b[1]) * (b[4] - b[2]));
  return hits[0]?.[0];
}
