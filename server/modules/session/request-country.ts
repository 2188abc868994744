import type { FastifyRequest } from 'fastify';
import { countryOfIp } from '../../platform/geoip';

// The country a request comes from, as the server finds it (the viewer and the device list).

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export function countryCode(value: unknown): string | undefined {
  return typeof value === 'string' && COUNTRY_CODE.test(value) ? value.toUpperCase() : undefined;
}

/** What the server found itself: a CDN's country header, else the GeoIP database by address. */
export async function serverCountryOf(request: FastifyRequest): Promise<string | undefined> {
  return countryCode(headerValue(request.headers['cf-ipcountry'])) ?? (await countryOfIp(request.ip));
}
