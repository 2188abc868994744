// Coarse country of a gps 'lat,long' by bounding box (addresses are looked up in the GeoIP
// database, platform/geoip.ts). Good enough to pick the calling code and the GDPR banner.

const BOXES: ReadonlyArray<[country: string, south: number, west: number, north: number, east: number]> = [
  ['IN', 6.5, 68.1, 35.7, 97.4],
  ['PK', 23.6, 60.9, 37.1, 75.4],
  ['BD', 20.6, 88.0, 26.6, 92.7],
  ['NP', 26.3, 80.0, 30.5, 88.2],
  ['LK', 5.9, 79.5, 9.9, 81.9],
  ['AE', 22.6, 51.5, 26.1, 56.4],
  ['GB', 49.9, -8.2, 60.9, 1.8],
  ['DE', 47.3, 5.9, 55.1, 15.0],
  ['FR', 41.3, -5.2, 51.1, 9.6],
  ['US', 24.4, -124.8, 49.4, -66.9],
  ['CA', 49.0, -141.0, 83.1, -52.6],
  ['AU', -43.7, 113.3, -10.6, 153.6],
];

/** 'lat,long' to a country by bounding box (smaller boxes listed first win); undefined when unknown. */
export function countryOfGps(gps: string | undefined): string | undefined {
  const match = gps?.match(/^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/);
  if (!match) return undefined;
  const [lat, long] = [Number(match[1]), Number(match[2])];
  const hits = BOXES.filter(([, south, west, north, east]) => lat >= south && lat <= north && long >= west && long <= east);
  hits.sort((a, b) => (a[3] - a[1]) * (a[4] - a[2]) - (b[3] - b[1]) * (b[4] - b[2]));
  return hits[0]?.[0];
}
