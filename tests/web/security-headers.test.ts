// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { contentSecurityPolicy } from '@/lib/security-headers';

// The web's security headers: a Content-Security-Policy on every page (no nonce, so pages stay
// cacheable) and HSTS only where the site is served over HTTPS.

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy', () => {
  it('is sent with every page and locks down plugins, framing and <base>', async () => {
    const response = await proxy(new NextRequest(new URL('/movies', 'http://localhost:3000'), { headers: { cookie: 'country=IN' } }));
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(policy).not.toMatch(/nonce-/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets hls.js play from blob: URLs and workers, and the sign-in providers load their scripts', () => {
    const policy = contentSecurityPolicy({ development: false, secure: false });
    expect(directive(policy, 'media-src')).toContain('blob:');
    expect(directive(policy, 'worker-src')).toContain('blob:');
    expect(directive(policy, 'script-src')).toContain('https://accounts.google.com');
    expect(directive(policy, 'script-src')).toContain('https://checkout.razorpay.com');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('allows eval only for the development server, upgrades requests over HTTPS, and takes extra origins', () => {
    expect(directive(contentSecurityPolicy({ development: true, secure: false }), 'script-src')).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ development: false, secure: true })).toContain('upgrade-insecure-requests');
    const policy = contentSecurityPolicy({ development: false, secure: false, extraOrigins: ['https://media.example.net'] });
    expect(directive(policy, 'media-src')).toContain('https://media.example.net');
    expect(directive(policy, 'connect-src')).toContain('https://media.example.net');
  });

  it('lets the player and images reach the media address (MEDIA_BASE_URL), and frames nothing from it', () => {
    const policy = contentSecurityPolicy({ development: false, secure: false, mediaOrigin: 'http://media.localhost:8080' });
    for (const name of ['media-src', 'connect-src', 'img-src']) expect(directive(policy, name)).toContain('http://media.localhost:8080');
    expect(directive(policy, 'frame-src')).not.toContain('media.localhost');
  });
});
