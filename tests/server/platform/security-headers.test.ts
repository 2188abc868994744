import { testDatabases } from '../../support/databases';
import { useTestOrigin } from '../../support/origin';

// The origin's security headers (helmet): on every answer, with HSTS only when the site is served
// over HTTPS (COOKIE_SECURE).

const [pglite] = testDatabases();

describe('origin security headers', () => {
  const plain = useTestOrigin(pglite, { seed: false });
  const secure = useTestOrigin(pglite, { seed: false, config: { COOKIE_SECURE: true } });

  it('sends nosniff, a referrer policy and same-site resource policy, and no HSTS over plain HTTP', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the site is served over HTTPS', async () => {
    const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
