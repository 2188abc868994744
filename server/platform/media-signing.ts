import { createHmac, timingSafeEqual } from 'node:crypto';
import { hashToken } from './tokens';

// Signed media URLs (ARCHITECTURE.md "Media"): /media/s/{token}/{path}. The token grants the
// first `depth` segments of the path (the folder of an HLS master, so that its relative
// playlists and segments resolve under the same token), until `exp`, to one binding:
//   s  a signed-in session (the SHA-256 of the auth_token cookie),
//   l  a signed-in session's stream lease (issue 46): the session's hash and the lease id, which
//      the token carries as {exp}.l.{depth}.{lease}.{mac}; such a grant lives MEDIA_GRANT_SECONDS
//      and the player's heartbeat renews it; once the lease ends (stopped, lapsed and replaced, its
//      session signed out or removed) its grants are refused at once (media-revocations.ts),
//   d  a visitor's device (the device_id cookie),
//   p  anyone (artwork).
// In a deployment the same HMAC is checked by the nginx media edge (deploy/nginx/media-edge.js,
// which must stay in step with verifyMediaToken) or a CDN edge function, on MEDIA_BASE_URL.

export type Binding =
  { kind: 's'; authToken: string } | { kind: 'l'; authToken: string; leaseId: string } | { kind: 'd'; deviceId: string } | { kind: 'p' };
export type BindingKind = Binding['kind'];

export interface SignOptions {
  path: string;
  depth: number;
  expiresAt: number;
  binding: Binding;
}

export interface RequestCredentials {
  authToken?: string;
  deviceId?: string;
}

const TOKEN = /^(\d{1,12})\.([sdpl])\.(\d{1,2})\.(?:([0-9a-f-]{36})\.)?([A-Za-z0-9_-]{32})$/;

function bindingValue(binding: Binding): string {
  if (binding.kind === 's') return hashToken(binding.authToken);
  if (binding.kind === 'l') return `${hashToken(binding.authToken)}:${binding.leaseId}`;
  if (binding.kind === 'd') return binding.deviceId;
  return '';
}

export interface SignerOptions {
  /** The media address (MEDIA_BASE_URL) play URLs are absolute on; unset, they are same-site paths. */
  baseUrl?: string;
  /** True for a stream lease that has ended (media-revocations.ts): its grants are refused before they expire. */
  isRevoked?: (leaseId: string) => boolean;
}

export function createMediaSigner(secret: string, { baseUrl = '', isRevoked = () => false }: SignerOptions = {}) {
  const mac = (scope: string, exp: number, kind: BindingKind, value: string) =>
    createHmac('sha256', secret).update(`${scope}|${exp}|${kind}|${value}`).digest('base64url').slice(0, 32);

  /** The token that grants the first `depth` segments of `path` to the binding until expiresAt. */
  function grantToken({ path, depth, expiresAt, binding }: SignOptions): string {
    const segments = path.split('/');
    if (depth < 1 || depth > segments.length) throw new RangeError(`depth ${depth} does not fit ${path}`);
    const scope = segments.slice(0, depth).join('/');
    const exp = Math.floor(expiresAt / 1000);
    const lease = binding.kind === 'l' ? `${binding.leaseId}.` : '';
    return `${exp}.${binding.kind}.${depth}.${lease}${mac(scope, exp, binding.kind, bindingValue(binding))}`;
  }

  /** Returns the URL (`/media/s/...`, on the media address when one is set) that plays `path` for the given binding until expiresAt. */
  function signMediaPath(options: SignOptions): string {
    return `${baseUrl}/media/s/${grantToken(options)}/${options.path}`;
  }

  /** Checks a token for a path against the requester's cookies; true only when all of it holds. */
  function verifyMediaToken(token: string, path: string, credentials: RequestCredentials, now = Date.now()): boolean {
    const match = TOKEN.exec(token);
    if (!match) return false;
    const [, expText, kind, depthText, lease, signature] = match;
    if ((kind === 'l') !== (lease !== undefined)) return false;
    const exp = Number(expText);
    const depth = Number(depthText);
    if (exp * 1000 < now) return false;
    const segments = path.split('/');
    if (depth < 1 || depth > segments.length) return false;
    let value: string;
    if (kind === 's' || kind === 'l') {
      if (!credentials.authToken) return false;
      value = kind === 'l' ? `${hashToken(credentials.authToken)}:${lease}` : hashToken(credentials.authToken);
    } else if (kind === 'd') {
      if (!credentials.deviceId) return false;
      value = credentials.deviceId;
    } else {
      value = '';
    }
    const expected = Buffer.from(mac(segments.slice(0, depth).join('/'), exp, kind as BindingKind, value));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return lease === undefined || !isRevoked(lease);
  }

  return { grantToken, signMediaPath, verifyMediaToken };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
