import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

describe('serving the built web app', () => {
  let s: TestServer;
  let webDist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'atrium-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    const page = '<!doctype html><title>Atrium</title><div id="root"></div>';
    writeFileSync(path.join(webDist, 'index.html'), page);
    // The build writes compressed copies of the page too.
    writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    s = await startTestServer({ configOverrides: { webDist } });
  });
  afterAll(async () => {
    await s.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers client routes with the app page, not cached', async () => {
    for (const route of ['/', '/DEMO', '/DEMO/login', '/DEMO/programme', '/notfound']) {
      const res = await s.http('GET', route);
      expect(res.status, route).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers the root with the app page to a client that accepts no compression', async () => {
    for (const route of ['/', '/DEMO']) {
      const res = await fetch(`${s.baseUrl}${route}`, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-encoding'), route).toBeNull();
      expect(await res.text(), route).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, precompressed when the browser accepts it', async () => {
    const res = await fetch(`${s.baseUrl}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(script);
  });

  it('answers 404 for a missing asset and for unknown API paths, as JSON', async () => {
    const asset = await s.http('GET', '/assets/missing-123.js');
    expect(asset.status).toBe(404);
    const api = await s.http('GET', '/api/nothing/here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: 'not_found', message: 'Not found' });
  });
});
