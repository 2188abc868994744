import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { API_TIMEOUT_MS, ORIGIN_UNREACHABLE_MESSAGE } from '../contract/constants';

// Signed media (/media/*: HLS playlists, segments, artwork) goes from the web server straight to
// the origin as a stream, never through Next.js: the origin checks the token against the cookies
// and answers, and its answer (status, headers, bytes) comes back as it is, Range and all. On one
// machine (`npm start`) this is how the player's segments reach the browser; a deployment puts the
// media edge (deploy/nginx) in front, and no segment reaches the web at all.

/** Headers that belong to one connection, not to the request or answer they travel with (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  return kept;
}

export type MediaRelay = (request: IncomingMessage, response: ServerResponse) => void;

/** Relays each /media request to `originUrl` (ORIGIN_URL), with the client's address the front door vouched for. */
export function createMediaRelay(originUrl: string): MediaRelay {
  const origin = new URL(originUrl);
  const secure = origin.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new Agent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;

  return (request, response) => {
    const headers = endToEnd(request.headers);
    // the host the browser asked for, as the BFF passes it; the origin is asked on its own host
    headers['x-forwarded-host'] = request.headers['x-forwarded-host'] ?? request.headers.host;
    headers['x-forwarded-proto'] ??= 'encrypted' in request.socket ? 'https' : 'http';
    headers.host = origin.host;
    const upstream = send(
      {
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        pipeline(answer, response, () => undefined);
      },
    );
    upstream.setTimeout(API_TIMEOUT_MS, () => upstream.destroy(new Error('the origin did not answer in time')));
    upstream.on('error', () => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      // spec 001 §8: a request with no response is treated as status 503
      response
        .writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(JSON.stringify({ status: 'error', message: ORIGIN_UNREACHABLE_MESSAGE }));
    });
    // a viewer who seeks away stops the segment: the origin's copy stops too
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    pipeline(request, upstream, () => undefined);
  };
}
