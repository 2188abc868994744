import { countryOfIp, isReservedAddress } from '@/server/platform/geoip';

// The country of an address, IPv4 and IPv6 alike; addresses of no place have none.

describe('the country of an address', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['2001:4860:4860::8888', 'US'],
    ['49.44.0.1', 'IN'],
    ['::ffff:49.44.0.1', 'IN'],
    ['2401:4900::1', 'IN'],
    ['81.2.69.160', 'GB'],
    ['2a00:1450:4001:82b::200e', 'DE'],
  ])('%s is in %s', async (ip, country) => {
    expect(await countryOfIp(ip)).toBe(country);
    expect(isReservedAddress(ip)).toBe(false);
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.4', 'fd00::5', 'fe80::1', '2001:db8::1', '198.51.100.7', 'not an address'])(
    '%s is an address of no place',
    async (ip) => {
      expect(isReservedAddress(ip)).toBe(true);
      expect(await countryOfIp(ip)).toBeUndefined();
    },
  );
});
