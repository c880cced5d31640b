import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let s: TestServer;
let event: { id: number };

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('LIMITS');
});
afterAll(() => s.close());

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 30, g: 90, b: 150 } } })
    .png()
    .toBuffer();

describe('a range of a stored file', () => {
  it('answers 206 within the file and 416 with the size past its end', async () => {
    const bytes = await png();
    const address = await s.ctx.files.savePublicImage(event.id, bytes, 'png');
    const part = await fetch(s.baseUrl + address, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 4));
    const beyond = await fetch(s.baseUrl + address, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(await beyond.json()).toMatchObject({ error: 'range_not_satisfiable' });
  });
});

describe('a multipart body over a limit', () => {
  it('answers 413 with the code too_large, not bad_request', async () => {
    const user = await s.createUser(event.id);
    const { access_token: token } = await s.signIn({ ...user, platformId: event.id });
    const photo = await png();
    const form = new FormData();
    // One file is allowed: the second is over the limit.
    form.append('profileImg', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'a.png');
    form.append('profileImg', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'b.png');
    const res = await s.http('POST', `/api/platform/${event.id}/upload?type=profile&id=${user.id}`, {
      token,
      body: form,
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('too_large');
    expect(res.body.message).toMatch(/^body: /);
  });
});
