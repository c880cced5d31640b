import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { RATE_LIMITS } from '@atrium/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/** A real photo as a phone writes it: JPEG with EXIF, including where it was taken. */
async function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Ann Lee' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2400/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 0/1',
        },
      },
    })
    .toBuffer();
}

const formWith = (bytes: Buffer, name = 'me.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.append('profileImg', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

let s: TestServer;
let event: { id: number };

async function signedIn() {
  const user = await s.createUser(event.id);
  const { access_token: token } = await s.signIn({ ...user, platformId: event.id });
  return { user, token };
}

const upload = (userId: number, token: string, body: FormData | string, headers: Record<string, string> = {}) =>
  s.http('POST', `/api/platform/${event.id}/upload?type=profile&id=${userId}`, { token, body, headers });

beforeAll(async () => {
  s = await startTestServer({ configOverrides: { rateLimits: true } });
  event = await s.createPlatform('PHOTOS', { open: true });
});
afterAll(() => s.close());

describe('profile photo upload', () => {
  it('stores the photo re-encoded, without its EXIF (no GPS position)', async () => {
    const original = await photoWithLocation();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    const { user, token } = await signedIn();
    const res = await upload(user.id, token, formWith(original));
    expect(res.status).toBe(201);
    const stored = Buffer.from(await (await fetch(s.baseUrl + res.body.photoUri)).arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(after.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif\0'))).toBe(false);
  });

  it('deletes the photo it replaces and keeps its files for the server account only', async () => {
    const { user, token } = await signedIn();
    const first = await upload(user.id, token, formWith(await photoWithLocation()));
    const firstFile = path.join(s.ctx.files.localRoot as string, first.body.photoUri.replace('/files/', ''));
    expect(existsSync(firstFile)).toBe(true);
    expect(statSync(firstFile).mode & 0o777).toBe(0o600);
    expect(statSync(s.ctx.files.localRoot as string).mode & 0o777).toBe(0o700);
    const second = await upload(user.id, token, formWith(await photoWithLocation()));
    expect(second.status).toBe(201);
    expect(second.body.photoUri).not.toBe(first.body.photoUri);
    expect(existsSync(firstFile)).toBe(false);
    expect((await fetch(s.baseUrl + first.body.photoUri)).status).toBe(404);
    expect((await fetch(s.baseUrl + second.body.photoUri)).status).toBe(200);
  });

  it('refuses uploads beyond the per-user limit with 429 and Retry-After, keeping the last photo', async () => {
    const { user, token } = await signedIn();
    const photo = await photoWithLocation();
    const answers = [];
    for (let i = 0; i < RATE_LIMITS.upload.user.burst + 3; i++)
      answers.push(await upload(user.id, token, formWith(photo)));
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted.length).toBe(RATE_LIMITS.upload.user.burst);
    expect(refused.length).toBe(3);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const profile = await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token });
    expect(profile.body.photoUri).toBe(accepted.at(-1)?.body.photoUri);
    // Another user is not held back by the first one's uploads.
    const other = await signedIn();
    expect((await upload(other.user.id, other.token, formWith(photo))).status).toBe(201);
  });

  it('answers 400 naming the problem for a multipart body without a boundary', async () => {
    const { user, token } = await signedIn();
    const res = await upload(user.id, token, 'profileImg=whatever', { 'content-type': 'multipart/form-data' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/boundary/);
  });

  it('answers 400 naming the problem for a multipart body cut short', async () => {
    const { user, token } = await signedIn();
    const boundary = 'cut-short-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="profileImg"; filename="me.jpg"',
      'Content-Type: image/jpeg',
      '',
      'not all of the photo arrives',
    ].join('\r\n');
    const res = await upload(user.id, token, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/cut short/);
  });

  it('answers 400 for an image that cannot be decoded', async () => {
    const { user, token } = await signedIn();
    const truncated = (await photoWithLocation()).subarray(0, 300);
    const res = await upload(user.id, token, formWith(truncated));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^profileImg/);
  });
});
