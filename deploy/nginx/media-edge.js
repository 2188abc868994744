// The media edge's check of a signed media URL (njs, loaded by chalchitra.conf.template with
// js_import): the same rule as verifyMediaToken in server/platform/media-signing.ts, which signs
// the URLs. Change both together; tests/deploy/nginx-edge.test.ts signs with the origin's signer and
// asks this edge, so a difference fails there.
//
// /media/s/{exp}.{kind}.{depth}.{sig}/{path}: sig is the first 32 characters of the base64url
// HMAC-SHA256 of `${scope}|${exp}|${kind}|${value}` under MEDIA_SIGNING_SECRET, where scope is the
// first `depth` segments of path and value is, by kind,
//   s  the hex SHA-256 of the session token (Bearer header, else __Secure-auth_token, else auth_token),
//   l  that hash, ':' and the stream lease's id, which the token carries: {exp}.l.{depth}.{lease}.{sig},
//   d  the device_id cookie,
//   p  nothing (anyone).
// An l grant whose lease has ended is refused by nginx.conf.template itself (a stat of the marker
// the origin writes, server/platform/media-revocations.ts), which costs less than a throw in njs.
// The request's location captures $media_token and $media_path ($uri is already decoded and its
// dot segments resolved by nginx); this answers "ok" or "refused" for $media_access.

import crypto from 'crypto';

const TOKEN = /^(\d{1,12})\.([sdpl])\.(\d{1,2})\.(?:([0-9a-f-]{36})\.)?([A-Za-z0-9_-]{32})$/;

// the cookie parser of the origin (the `cookie` package): a value with a percent-escape is decoded
function cookie(r, name) {
  const value = r.variables['cookie_' + name];
  if (value === undefined || value.indexOf('%') === -1) return value;
  try {
    return decodeURIComponent(value);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- njs 0.7 (Debian 12) has no `catch {` without a binding
  } catch (undecodable) {
    return value;
  }
}

// readAuthToken in server/modules/session/session.guard.ts: a native client's Bearer token first
function authToken(r) {
  const header = r.headersIn.Authorization;
  if (header !== undefined && header.startsWith('Bearer ')) return header.slice(7);
  const secure = cookie(r, '__Secure-auth_token');
  return secure !== undefined ? secure : cookie(r, 'auth_token');
}

// isSafeMediaPath in server/modules/media/media.files.ts: nginx has already refused or resolved dot
// segments, so this only holds the line should a path reach here another way
function safe(path) {
  if (path.indexOf('\0') !== -1 || path.indexOf('\\') !== -1) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

// a comparison whose time does not depend on where the strings differ
function same(a, b) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

function granted(r) {
  const secret = process.env.MEDIA_SIGNING_SECRET;
  if (!secret) {
    r.error('MEDIA_SIGNING_SECRET is not passed to nginx (env directive): every media URL is refused');
    return false;
  }
  const match = TOKEN.exec(r.variables.media_token || '');
  if (!match) return false;
  const exp = Number(match[1]);
  const kind = match[2];
  const depth = Number(match[3]);
  const lease = match[4];
  if ((kind === 'l') !== (lease !== undefined)) return false;
  if (exp * 1000 < Date.now()) return false;
  const path = r.variables.media_path || '';
  const segments = path.split('/');
  if (depth < 1 || depth > segments.length || !safe(path)) return false;
  let value;
  if (kind === 's' || kind === 'l') {
    const token = authToken(r);
    if (!token) return false;
    value = crypto.createHash('sha256').update(token).digest('hex');
    if (kind === 'l') value = value + ':' + lease;
  } else if (kind === 'd') {
    value = cookie(r, 'device_id');
    if (!value) return false;
  } else {
    value = '';
  }
  const scope = segments.slice(0, depth).join('/');
  const expected = crypto.createHmac('sha256', secret).update(`${scope}|${exp}|${kind}|${value}`).digest('base64url').slice(0, 32);
  return same(expected, match[5]);
}

function access(r) {
  return granted(r) ? 'ok' : 'refused';
}

const edge = { access };
export default edge;
