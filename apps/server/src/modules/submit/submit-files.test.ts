import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildSignedInUser } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/** A small but real PDF: the type check reads its first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const ABSTRACT = 'Background: a short study.\nResults: p < 0.001, n = 42 — résumé inclus.\n';

/** A poster picture, taller than wide as posters are, drawn here. */
async function posterPicture(format: 'png' | 'jpeg', width = 1200, height = 1700): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 13, g: 71, b: 161 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describe('poster pictures and abstracts in the submission area', () => {
  let s: TestServer;
  let platformId: number;
  let speaker: { id: number; token: string };
  let attendee: { id: number; token: string };
  let outsider: { id: number; token: string; platformId: number };
  let talk: number;
  let talkSession: number;
  let poster: number;

  beforeAll(async () => {
    s = await startTestServer();
    const event = await s.createPlatform('SUBFILES', {
      open: true,
      submit: { enableAdditionalUpload: true, maxUploadMegabytes: 1 },
    });
    platformId = event.id;
    speaker = await buildSignedInUser(s, { platformId, role: 'speaker' });
    attendee = await buildSignedInUser(s, { platformId });
    const elsewhere = await s.createPlatform('SUBFILES2', { open: true });
    outsider = await buildSignedInUser(s, { platformId: elsewhere.id, role: 'admin' });
    const session = await buildSession(s, {
      platformId,
      presentations: [{ title: 'My talk', speakerId: speaker.id, internalCode: 'O-1' }],
    });
    talkSession = session.id;
    talk = session.presentations[0]!.id;
    const posters = await buildSession(s, {
      platformId,
      isPoster: true,
      presentations: [{ title: 'My poster', speakerId: speaker.id, isPoster: true, internalCode: 'P-1' }],
    });
    poster = posters.presentations[0]!.id;
  });
  afterAll(async () => {
    await s.close();
  });

  const base = (id: number) => `/api/v2/platform/${platformId}/submit/presentations/${id}`;
  const read = (uri: string) => fetch(`${s.baseUrl}${uri}`);
  /** Token, the browser's PUT, then registration: the registration's answer. */
  const upload = async (who: { token: string }, id: number, type: string, name: string, bytes: Buffer) => {
    const t = await s.http('GET', `${base(id)}/token?${new URLSearchParams({ type, orgFileName: name })}`, {
      token: who.token,
    });
    expect(t.status, t.text).toBe(200);
    const sent = await fetch(`${s.baseUrl}${t.body.sasUri}`, { method: 'PUT', body: bytes });
    expect(sent.status).toBeLessThan(300);
    return s.http('PUT', `${base(id)}?type=${type}`, { token: who.token, json: { blobUri: t.body.blobUri } });
  };

  it('takes a PNG or JPEG as a poster, served as a picture, its cards’ picture the poster made smaller', async () => {
    const jpeg = await upload(speaker, poster, 'poster', 'Poster.jpg', await posterPicture('jpeg'));
    expect(jpeg.status, jpeg.text).toBe(200);
    const png = await upload(speaker, poster, 'poster', 'Mon poster.png', await posterPicture('png'));
    expect(png.status, png.text).toBe(200);
    // One file in the poster area: the PNG replaced the JPEG.
    expect(png.body.files).toEqual([expect.objectContaining({ area: 'poster', contentType: 'image/png' })]);
    const served = await read(png.body.posterUploadUri);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    const [preview] = await s.ctx.files.posterPreviews([poster]);
    expect(preview?.contentType).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const chunk of await s.ctx.files.storage.read(preview!.key)) chunks.push(Buffer.from(chunk));
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 720, 1020]);
  });

  it('refuses a picture named as a PDF and text named as a picture, naming blobUri, and keeps nothing of them', async () => {
    const renamed = await upload(speaker, poster, 'poster', 'poster.pdf', await posterPicture('png', 40, 60));
    expect(renamed.status).toBe(400);
    expect(renamed.body.fields[0].path).toBe('blobUri');
    expect(renamed.body.message).toMatch(/PDF, JPEG or PNG/);
    const text = await upload(speaker, poster, 'poster', 'poster.png', Buffer.from('not a picture at all'));
    expect(text.status).toBe(400);
    expect(text.body.fields[0].path).toBe('blobUri');
    const listed = await s.http('GET', `/api/v2/platform/${platformId}/submit/presentations?posters=true`, {
      token: speaker.token,
    });
    expect(listed.body[0].files.map((f: { name: string }) => f.name)).toEqual(['Mon poster.png']);
    // A name the area does not take is refused before any upload.
    const gif = await s.http('GET', `${base(poster)}/token?type=poster&orgFileName=poster.gif`, {
      token: speaker.token,
    });
    expect(gif.status).toBe(400);
    expect(gif.body.fields[0].path).toBe('orgFileName');
  });

  it('stores an abstract as text or PDF, checked by content, and the player serves it through its signed address', async () => {
    const notText = await upload(speaker, talk, 'abstract', 'abstract.txt', await posterPicture('png', 10, 10));
    expect(notText.status).toBe(400);
    expect(notText.body.fields[0].path).toBe('blobUri');
    const fakePdf = await upload(speaker, talk, 'abstract', 'abstract.pdf', Buffer.from(ABSTRACT));
    expect(fakePdf.status).toBe(400);
    const pdf = await upload(speaker, talk, 'abstract', 'abstract.pdf', PDF);
    expect(pdf.status, pdf.text).toBe(200);
    const stored = await upload(speaker, talk, 'abstract', 'Abstract.txt', Buffer.from(ABSTRACT));
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body.files).toEqual([
      expect.objectContaining({ area: 'abstract', name: 'Abstract.txt', contentType: 'text/plain' }),
    ]);
    expect(stored.body.abstractFileUri).toMatch(/signature=/);

    const player = await s.http('GET', `/api/platform/${platformId}/sessions/${talkSession}`, {
      token: attendee.token,
    });
    expect(player.status, player.text).toBe(200);
    const uri = player.body.presentations[0].abstractFileUri as string;
    expect(uri).toMatch(/Abstract\.txt\?.*signature=/);
    const res = await read(uri);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(ABSTRACT);
    expect(res.headers.get('content-type')).toBe('text/plain');
    // Text is never shown by the browser from the site: it is downloaded.
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await read(uri.split('?')[0] as string)).status).toBe(403);
  });

  it('refuses abstracts when additional uploads are off, and another event’s organiser everywhere', async () => {
    const foreign = await s.http(
      'GET',
      `/api/v2/platform/${outsider.platformId}/submit/presentations/${talk}/token?type=abstract&orgFileName=a.txt`,
      { token: outsider.token },
    );
    expect(foreign.status).toBe(404);
    const foreignPlayer = await s.http('GET', `/api/platform/${outsider.platformId}/sessions/${talkSession}`, {
      token: outsider.token,
    });
    expect(foreignPlayer.status).toBe(404);
    const onThisEvent = await s.http('GET', `${base(talk)}/token?type=abstract&orgFileName=a.txt`, {
      token: outsider.token,
    });
    expect([401, 403]).toContain(onThisEvent.status);
    await s.ctx.platforms.updateSettings('SUBFILES', { submit: { enableAdditionalUpload: false } });
    const off = await s.http('GET', `${base(talk)}/token?type=abstract&orgFileName=a.txt`, { token: speaker.token });
    expect(off.status).toBe(400);
    expect(off.body.fields[0].path).toBe('type');
    await s.ctx.platforms.updateSettings('SUBFILES', { submit: { enableAdditionalUpload: true } });
  });
});
