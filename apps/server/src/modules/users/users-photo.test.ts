import { crc32, deflateSync } from 'node:zlib';
import { PROFILE_PHOTO_MAX_BYTES } from '@atrium/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs), padded with a comment chunk to `minBytes`. */
function png(minBytes = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const pixels = deflateSync(Buffer.from([0, 0x33, 0x66, 0x99])); // filter byte + one RGB pixel
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
  ];
  const size = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (minBytes > size)
    parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(minBytes - size - 12 - 8, 0x61)])));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A real 1×1 baseline-less (arithmetic-coded) JPEG: SOI, JFIF, DQT, SOF9, DAC, SOS, one scan, EOI. */
function jpeg(): Buffer {
  return Buffer.from(
    'ffd8ffe000104a46494600010101004800480000' +
      'ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010' +
      'ffc9000b080001000101011100' +
      'ffcc000600101005' +
      'ffda0008010100003f00d2cf20' +
      'ffd9',
    'hex',
  );
}

const gif = () => Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');

let s: TestServer;
let event: { id: number; code: string };

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('PHOTOS', { open: true });
});
afterAll(() => s.close());

async function signedIn(platformId: number) {
  const user = await buildSignedInUser(s, { platformId });
  return { user, token: user.token };
}

describe('POST /upload?type=profile&id=', () => {
  const upload = (platformId: number, id: number, form: FormData | undefined, token?: string) =>
    s.http('POST', `/api/platform/${platformId}/upload?type=profile&id=${id}`, { token, body: form });
  const formWith = (bytes: Buffer, name: string, type: string, field = 'profileImg') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };

  it('accepts a PNG, serves it under /files/ and shows it on the profile', async () => {
    const { user, token } = await signedIn(event.id);
    const bytes = png();
    const res = await upload(event.id, user.id, formWith(bytes, 'me.png', 'image/png'), token);
    expect(res.status).toBe(201);
    expect(res.body.photoUri).toMatch(/^\/files\/e\d+\/profile\/[\w-]+\.png$/);
    const file = await fetch(s.baseUrl + res.body.photoUri);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // Stored re-encoded (photo-upload.test.ts): the same picture, not the same bytes.
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    const profile = await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token });
    expect(profile.body.photoUri).toBe(res.body.photoUri);
  });

  it('accepts a JPEG, whatever name and type the browser gave it', async () => {
    const { user, token } = await signedIn(event.id);
    const bytes = jpeg();
    const res = await upload(event.id, user.id, formWith(bytes, 'photo', 'application/octet-stream'), token);
    expect(res.status).toBe(201);
    expect(res.body.photoUri).toMatch(/^\/files\/e\d+\/profile\/[\w-]+\.jpg$/);
    const file = await fetch(s.baseUrl + res.body.photoUri);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1,
      height: 1,
    });
  });

  it('accepts a photo of a few megabytes, below the limit', async () => {
    const { user, token } = await signedIn(event.id);
    const bytes = png(2 * 1024 * 1024);
    const res = await upload(event.id, user.id, formWith(bytes, 'big.png', 'image/png'), token);
    expect(res.status).toBe(201);
    const file = await fetch(s.baseUrl + res.body.photoUri);
    const stored = Buffer.from(await file.arrayBuffer());
    // The picture is kept; the megabytes of text chunk that came with it are not.
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(stored.length).toBeLessThan(1024);
  });

  it.each([
    ['a text file named .png', () => formWith(Buffer.from('just some text, not an image'), 'fake.png', 'image/png')],
    ['a GIF', () => formWith(gif(), 'anim.gif', 'image/gif')],
    ['a PNG in another field', () => formWith(png(), 'me.png', 'image/png', 'avatar')],
    [
      'no file at all',
      () => {
        const form = new FormData();
        form.append('note', 'hello');
        return form;
      },
    ],
    ['an empty file', () => formWith(Buffer.alloc(0), 'empty.png', 'image/png')],
  ])('answers 400 naming profileImg for %s', async (_label, makeForm) => {
    const { user, token } = await signedIn(event.id);
    const res = await upload(event.id, user.id, makeForm(), token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^profileImg/);
    const profile = await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token });
    expect(profile.body.photoUri).toBe('');
  });

  it('answers 400 naming profileImg when the body is not multipart', async () => {
    const { user, token } = await signedIn(event.id);
    const res = await s.http('POST', `/api/platform/${event.id}/upload?type=profile&id=${user.id}`, {
      token,
      json: { profileImg: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/profileImg/);
  });

  it('answers 413 for a photo over the size limit', async () => {
    const { user, token } = await signedIn(event.id);
    const res = await upload(
      event.id,
      user.id,
      formWith(png(PROFILE_PHOTO_MAX_BYTES + 1024), 'huge.png', 'image/png'),
      token,
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^profileImg/);
    const profile = await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token });
    expect(profile.body.photoUri).toBe('');
  });

  it('answers 403 for someone else’s id and 401 to a visitor', async () => {
    const { token } = await signedIn(event.id);
    const target = await s.createUser(event.id);
    expect((await upload(event.id, target.id, formWith(png(), 'me.png', 'image/png'), token)).status).toBe(403);
    expect((await upload(event.id, target.id, formWith(png(), 'me.png', 'image/png'))).status).toBe(401);
    expect((await s.ctx.users.repo.findById(target.id))?.photoUri).toBe('');
  });

  it('answers 400 naming the query field for another upload type or a missing id', async () => {
    const { user, token } = await signedIn(event.id);
    const wrongType = await s.http('POST', `/api/platform/${event.id}/upload?type=banner&id=${user.id}`, {
      token,
      body: formWith(png(), 'a.png', 'image/png'),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/^query\.type/);
    const noId = await s.http('POST', `/api/platform/${event.id}/upload?type=profile`, {
      token,
      body: formWith(png(), 'a.png', 'image/png'),
    });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/^query\.id/);
  });
});
