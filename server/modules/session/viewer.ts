import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_COUNTRY } from '../../../contract/constants';
import { viewerPlanOf, type ViewerPlan } from '../../../contract/entitlements';
import { MATURITY_RATINGS, NO_CEILING_RANK, type MaturityRating } from '../../../contract/maturity';
import { isMobilePlatform, platformOf, type Platform } from '../../../contract/platform';
import { isReservedAddress } from '../../platform/geoip';
import { requestLocale, type Locale } from '../../platform/texts';
import { countryCode, headerValue, serverCountryOf } from './request-country';
import { requireSession, type RequestSession, type SessionProfile, type SessionUser } from './session.guard';

// Who is asking, worked out in one place for every module: the session, its user and the profile
// watching (whose lists and progress a call reads and writes, and whose maturity ceiling every
// catalogue answer keeps to), the plan the entitlement matrix reads, the device, the country, the platform (spec 001 §7 x-platform) and the
// address. Resolved once per request, on first use.

export interface Viewer {
  session: RequestSession | null;
  user: SessionUser | null;
  /** The session's token, which binds signed media URLs to it. */
  authToken?: string;
  userId?: string;
  /** The profile watching; undefined for a visitor. */
  profile?: SessionProfile;
  profileId?: string;
  /**
   * The highest rating this viewer is shown (contract/maturity.ts): the profile's, lowered further
   * where the request asks for less (a kids page's render). 'A' shows everything.
   */
  maturity: MaturityRating;
  plan: ViewerPlan;
  deviceId?: string;
  /**
   * Where the viewer is, which prices, vouchers and the free plan follow: the country the server
   * found, else IN. The country the client names counts only from an address of no place (this
   * machine, the operator's own network) outside production.
   */
  country: string;
  /**
   * The country the server found itself: a CDN's country header (cf-ipcountry), else the GeoIP
   * database by address (IPv4 and IPv6), else, where the client may name one, its x-country;
   * undefined when none names a country.
   */
  detectedCountry?: string;
  platform: Platform;
  mobile: boolean;
  ip: string;
  /** The language the request asks for (Accept-Language): the words of answers and of what it sends. English when not known. */
  locale?: Locale;
}

/** A viewer who must be signed in (401 otherwise). */
export interface SignedInViewer extends Viewer {
  session: RequestSession;
  user: SessionUser;
  userId: string;
  profile: SessionProfile;
  profileId: string;
  authToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking; resolved once per request. */
    viewer(): Promise<Viewer>;
  }
}

/** What the client says: the call's own country parameter, then x-country, then the country cookie. */
function clientCountryOf(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as { country?: unknown; client_country_code?: unknown };
  return [query.country, query.client_country_code, headerValue(request.headers['x-country']), request.cookies?.country]
    .map(countryCode)
    .find((code) => code !== undefined);
}

/** The ceiling a request asks for itself (`maturity=U`): a page rendered for a kids profile. */
function requestedMaturityOf(request: FastifyRequest): MaturityRating | undefined {
  const asked = (request.query as { maturity?: unknown } | undefined)?.maturity;
  return MATURITY_RATINGS.find((rating) => rating === asked);
}

/** The lower of two ceilings; none named is no ceiling. */
function lowerCeiling(...ceilings: Array<string | undefined>): MaturityRating {
  const ranks = ceilings.map((rating) => MATURITY_RATINGS.indexOf(rating as MaturityRating)).filter((rank) => rank >= 0);
  return MATURITY_RATINGS[Math.min(NO_CEILING_RANK, ...ranks)];
}

function ceilingFor(session: RequestSession | null, request: FastifyRequest): MaturityRating {
  return lowerCeiling(session?.profile.maturity, requestedMaturityOf(request));
}

/**
 * The viewer's maturity ceiling alone: no country lookup, and no database call for a request
 * without a session (the catalogue's cached answers key on it).
 */
export async function maturityOf(request: FastifyRequest): Promise<MaturityRating> {
  return ceilingFor(await request.getSession(), request);
}

export function deviceIdOf(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as { device_id?: unknown };
  const fromQuery = typeof query.device_id === 'string' ? query.device_id : undefined;
  return request.cookies?.device_id ?? headerValue(request.headers['x-device-id']) ?? fromQuery;
}

export interface ViewerOptions {
  /**
   * Whether a client at an address of no place may name its country (development and tests on
   * this machine); off in production, where such an address means a proxy the origin was not told of.
   */
  localClientsNameCountry: boolean;
}

async function resolveViewer(request: FastifyRequest, options: ViewerOptions): Promise<Viewer> {
  const session = await request.getSession();
  const platform = platformOf(headerValue(request.headers['x-platform']), headerValue(request.headers['user-agent']));
  const serverCountry = await serverCountryOf(request);
  // an address the GeoIP data cannot place is priced in the default region, never where the client says
  const mayName = options.localClientsNameCountry && isReservedAddress(request.ip);
  return {
    session,
    user: session?.user ?? null,
    authToken: session?.token,
    userId: session?.user.id,
    profile: session?.profile,
    profileId: session?.profile.id,
    maturity: ceilingFor(session, request),
    plan: session ? viewerPlanOf(session.user.activeUserPlan) : 'visitor',
    deviceId: deviceIdOf(request),
    country: serverCountry ?? (mayName ? clientCountryOf(request) : undefined) ?? DEFAULT_COUNTRY,
    detectedCountry: serverCountry ?? (mayName ? countryCode(headerValue(request.headers['x-country'])) : undefined),
    platform,
    mobile: isMobilePlatform(platform),
    ip: request.ip,
    locale: requestLocale(request),
  };
}

/** The viewer of a call that needs a session: 401 for a visitor. */
export async function signedInViewer(request: FastifyRequest): Promise<SignedInViewer> {
  await requireSession(request);
  return (await request.viewer()) as SignedInViewer;
}

export const viewerPlugin = fp(
  async (app: FastifyInstance, options: ViewerOptions) => {
    const resolved = new WeakMap<FastifyRequest, Promise<Viewer>>();
    app.decorateRequest('viewer', function (this: FastifyRequest) {
      let pending = resolved.get(this);
      if (!pending) {
        pending = resolveViewer(this, options);
        resolved.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'viewer', dependencies: ['session-guard'] },
);
