import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/** The event as an installable app: its manifest (Web App Manifest) and its icons. */
describe('GET /api/platform/{id}/manifest and /app-icon/{size}', () => {
  let s: TestServer;
  let closedId: number;
  let openId: number;
  beforeAll(async () => {
    s = await startTestServer();
    closedId = (await s.createPlatform('SHUT', { eventTitle: 'A closed congress of cardiology', open: false })).id;
    openId = (await s.createPlatform('OPEN', { eventTitle: 'Open day', open: true, defaultButtonColour: '#FFD600' }))
      .id;
  });
  afterAll(() => s.close());

  it('describes the event as an app of its own pages, to anyone (a closed event signs in from it)', async () => {
    const res = await s.http('GET', `/api/platform/${closedId}/manifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.body).toMatchObject({
      id: '/SHUT/',
      name: 'A closed congress of cardiology',
      short_name: 'A closed congress of ca…',
      start_url: '/SHUT/',
      scope: '/SHUT/',
      display: 'standalone',
      lang: 'en',
      theme_color: '#212121',
    });
    const icons = res.body.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(icons[0]?.src).toMatch(new RegExp(`^/api/platform/${closedId}/app-icon/192\\?v=[0-9a-f]{12}$`));
  });

  it('speaks French to a browser that asks for it first, and answers 304 to its own ETag', async () => {
    const fr = await s.http('GET', `/api/platform/${openId}/manifest`, {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(fr.body).toMatchObject({
      lang: 'fr',
      theme_color: '#FFD600',
      description: expect.stringContaining('le programme'),
    });
    const again = await s.http('GET', `/api/platform/${openId}/manifest`, {
      headers: { 'accept-language': 'fr-FR', 'if-none-match': fr.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('draws the icon as a PNG of the size asked, in the event’s colour, the mark in a contrasting colour', async () => {
    for (const size of [192, 512]) {
      const res = await fetch(`${s.baseUrl}/api/platform/${openId}/app-icon/${size}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const image = sharp(Buffer.from(await res.arrayBuffer()));
      expect(await image.metadata()).toMatchObject({ format: 'png', width: size, height: size });
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * size + x) * info.channels, (y * size + x) * info.channels + 3),
      ];
      // The corner is the event's colour (#FFD600); the mark's crossbar, near the middle, is black on it.
      expect(pixel(2, 2)).toEqual([255, 214, 0]);
      expect(pixel(Math.round(size * 0.5), Math.round(size * 0.595))).toEqual([0, 0, 0]);
    }
  });

  it('refuses other sizes naming the field, and unknown events', async () => {
    const odd = await s.http('GET', `/api/platform/${openId}/app-icon/64`);
    expect(odd.status).toBe(400);
    expect(odd.body.fields[0].path).toBe('params.size');
    expect((await s.http('GET', '/api/platform/999999/manifest')).status).toBe(404);
    expect((await s.http('GET', '/api/platform/999999/app-icon/192')).status).toBe(404);
  });
});
