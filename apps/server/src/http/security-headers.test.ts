import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** The CSP as a map of directive → sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers', () => {
  let plain: TestServer;
  let tls: TestServer;

  beforeAll(async () => {
    plain = await startTestServer();
    tls = await startTestServer({ configOverrides: { publicUrl: 'https://events.example.org' } });
  });
  afterAll(async () => {
    await plain.close();
    await tls.close();
  });

  it('sends a CSP that allows only this origin’s scripts and forbids framing the portal', async () => {
    for (const url of ['/', '/DEMO/login', '/api/platform/DEMO', '/connect/token']) {
      const res = await plain.http('GET', url);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('frame-src')).toEqual(['https:']);
      expect(csp.get('connect-src')).toContain("'self'");
      // The player's HLS streams come from organisers' CDNs.
      expect(csp.get('connect-src')).toContain('https:');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      const permissions = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(permissions).toContain(feature);
    }
  });

  it('sends HSTS only when the public address is https', async () => {
    expect((await plain.http('GET', '/api/openapi.json')).headers.get('strict-transport-security')).toBeNull();
    const res = await tls.http('GET', '/api/openapi.json');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toContain('wss://events.example.org');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('keeps the headers on error answers', async () => {
    const missing = await plain.http('GET', '/api/platform/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
    expect(directives(missing.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
  });
});
