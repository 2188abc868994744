import { spawnSync } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trustOf, vouchForClient } from '@/web-server/server';

// The web server's front door: the client's address comes from the socket (or from the hops of
// the proxies named in TRUSTED_PROXIES), never from what the visitor claims, and the other
// forwarding headers survive only from a trusted proxy. Checked over a real socket from 127.0.0.1.

async function seenBehind(trustedProxies: string | undefined, headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  const trust = trustOf(trustedProxies);
  let seen: IncomingHttpHeaders = {};
  const server: Server = createServer((request, response) => {
    vouchForClient(request, trust);
    seen = request.headers;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      const call = httpRequest({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', path: '/', headers }, (response) => {
        response.resume().on('end', resolve);
      });
      call.on('error', reject).end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen;
}

const claims = {
  'x-forwarded-for': '10.202.158.9',
  'x-real-ip': '10.202.158.9',
  'x-forwarded-host': 'evil.example',
  'cf-ipcountry': 'IN',
};

describe('the web server vouches for the client address', () => {
  it('takes the socket address, not a visitor-sent X-Forwarded-For, and drops the other forwarding headers', async () => {
    const seen = await seenBehind(undefined, claims);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-real-ip']).toBeUndefined();
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen['cf-ipcountry']).toBeUndefined();
  });

  it('takes the address a trusted proxy forwarded, and its country header', async () => {
    const seen = await seenBehind('loopback', { ...claims, 'x-forwarded-for': '203.0.113.50' });
    expect(seen['x-forwarded-for']).toBe('203.0.113.50');
    expect(seen['cf-ipcountry']).toBe('IN');
  });

  it('behind one trusted hop, takes the hop the proxy added, not the addresses the visitor put before it', async () => {
    const seen = await seenBehind('1', { 'x-forwarded-for': '10.202.158.9, 198.51.100.4' });
    expect(seen['x-forwarded-for']).toBe('198.51.100.4');
  });

  it('behind a trusted range, stops at the first address outside it', async () => {
    const seen = await seenBehind('127.0.0.1, 10.0.0.0/8', { 'x-forwarded-for': '192.0.2.1, 198.51.100.4, 10.1.2.3' });
    expect(seen['x-forwarded-for']).toBe('198.51.100.4');
  });
});

describe('the web server as production runs it', () => {
  it('is one JavaScript file that plain node loads, without tsx', async () => {
    const { webServerCommand } = await import('@/scripts/product');
    const [entry, ...rest] = webServerCommand(false);
    expect(entry).toMatch(/\.mjs$/);
    expect(rest).toEqual([]);
    // a child without tsx's hooks: every import of the bundle must resolve as plain Node does
    const loaded = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(entry)}); console.log(typeof m.trustOf, typeof m.createFrontDoor)`,
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(loaded.stderr).toBe('');
    expect(loaded.stdout.trim()).toBe('function function');
  });
});
