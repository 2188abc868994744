// The web's Content-Security-Policy and HSTS (README "Security"). Pages are server-rendered and
// cached, so the policy cannot carry a per-request nonce (that would make every page dynamic), and
// Next's inline flight scripts differ per page, so hashes cannot list them: scripts are limited to
// this site, inline, and the hosts of the providers the product loads (Google, Apple and Facebook
// sign-in, reCAPTCHA, the tag manager, Razorpay Checkout). Everything else is locked down: no
// plugins, no foreign frames around our pages, no <base> rewrites, media from this site and the media
// address (MEDIA_BASE_URL), workers from this site (hls.js uses blob: workers and MediaSource blob:
// URLs).

const PROVIDER_SCRIPTS = [
  'https://accounts.google.com',
  'https://appleid.cdn-apple.com',
  'https://connect.facebook.net',
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.googletagmanager.com',
  'https://checkout.razorpay.com',
];
const PROVIDER_FRAMES = [
  'https://accounts.google.com',
  'https://appleid.apple.com',
  'https://www.facebook.com',
  'https://www.google.com',
  'https://api.razorpay.com',
  'https://checkout.razorpay.com',
];
const PROVIDER_CONNECT = [
  'https://accounts.google.com',
  'https://www.google.com',
  // Apple's sign-in script and Facebook's SDK (its login status and dialog) call their own hosts
  'https://appleid.apple.com',
  'https://www.facebook.com',
  'https://graph.facebook.com',
  'https://www.google-analytics.com',
  'https://lumberjack.razorpay.com',
  'https://api.razorpay.com',
];

export interface PolicyOptions {
  /** Development servers evaluate code for fast refresh. */
  development: boolean;
  /** Served over HTTPS: ask browsers to upgrade any stray http: request. */
  secure: boolean;
  /** Further origins the pages may call, frame or load media from (a media CDN, a gateway's test host). */
  extraOrigins?: readonly string[];
  /** Where signed media and artwork come from when not this site (MEDIA_BASE_URL's origin). */
  mediaOrigin?: string;
}

export function contentSecurityPolicy({ development, secure, extraOrigins = [], mediaOrigin = '' }: PolicyOptions): string {
  const extra = extraOrigins.join(' ');
  // hls.js fetches playlists and segments (connect-src) and native HLS plays them (media-src)
  const media = `${mediaOrigin} ${extra}`.trim();
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''} ${PROVIDER_SCRIPTS.join(' ')}`,
    "style-src 'self' 'unsafe-inline' https://accounts.google.com",
    `img-src 'self' data: blob: https: ${mediaOrigin}`.trim(),
    `media-src 'self' blob: ${media}`.trim(),
    `connect-src 'self' ${PROVIDER_CONNECT.join(' ')} ${media}`.trim(),
    `frame-src 'self' ${PROVIDER_FRAMES.join(' ')} ${extra}`.trim(),
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** HSTS for a site served over HTTPS: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
