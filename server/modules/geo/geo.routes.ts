import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE, DEFAULT_COUNTRY } from '../../../contract/constants';
import { Country } from '../../../contract/schemas/geo';
import { COUNTRIES, countryByCode } from './countries';
import { countryOfGps } from './geo.lookup';

const ONE_YEAR_SECONDS = 365 * 86_400;

export const geoRoutes: FastifyPluginAsyncZod<{ cookieDomain?: string; secure: boolean }> = async (app, { cookieDomain, secure }) => {
  // GET /api/v1/common/countries – the countries with calling codes; is_top=true lists the top ones only
  app.get(
    '/api/v1/common/countries',
    {
      schema: {
        tags: ['geo'],
        querystring: z.object({ is_top: z.enum(['true', 'false']).optional(), country: z.string().optional() }),
        response: { 200: z.object({ status: z.literal('success'), data: z.array(Country) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      const rows = request.query.is_top === 'true' ? COUNTRIES.filter((row) => row.top) : COUNTRIES;
      return {
        status: 'success' as const,
        data: rows.map(({ country, country_code, calling_code }) => ({ country, country_code, calling_code })),
      };
    },
  );

  // GET /api/v1/common/countries/country – the visitor's country (gps, CDN header, IP table; default IN); sets the country cookie
  app.get(
    '/api/v1/common/countries/country',
    {
      schema: {
        tags: ['geo'],
        description:
          "gps 'lat,long' is matched by bounding box; otherwise a CDN's country header (cf-ipcountry), then the GeoIP database by address, then the client's x-country header; IN when nothing matches.",
        querystring: z.object({ gps: z.string().max(64).optional() }),
        response: { 200: z.object({ status: z.literal('success'), data: Country }) },
      },
    },
    async (request, reply) => {
      const code = countryOfGps(request.query.gps) ?? (await request.viewer()).detectedCountry ?? DEFAULT_COUNTRY;
      const row = countryByCode(code) ?? countryByCode(DEFAULT_COUNTRY)!;
      reply.header('cache-control', 'private, no-store');
      reply.setCookie(COOKIE.country, row.country_code, {
        path: '/',
        sameSite: 'lax',
        secure,
        domain: cookieDomain,
        maxAge: ONE_YEAR_SECONDS,
      });
      return { status: 'success' as const, data: { country: row.country, country_code: row.country_code, calling_code: row.calling_code } };
    },
  );
};
