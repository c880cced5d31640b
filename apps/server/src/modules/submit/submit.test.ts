import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands.ts';
import { buildSession, buildSignedInUser } from '../../test/factories.ts';
import { eventually } from '../../test/hub-client.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/** A small but real PDF: the type check reads its first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** An MP3: an ID3v2 header, then an MPEG audio frame header. */
const MP3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([3, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(413, 0),
]);
const MEGABYTE = 1024 * 1024;

for (const storage of ['local', 's3'] as const) {
  describe(`submission over ${storage} storage`, () => {
    let s: TestServer;
    let s3: TestS3 | null = null;
    let platformId: number;
    let speaker: { id: number; token: string };
    let otherSpeaker: { id: number; token: string };
    let submitter: { id: number; token: string };
    let attendee: { id: number; token: string };
    let outsider: { id: number; token: string; platformId: number };
    let talk: number;
    let poster: number;
    let otherTalk: number;

    beforeAll(async () => {
      if (storage === 's3') s3 = await startTestS3();
      s = await startTestServer({ configOverrides: s3 ? { s3: s3.config } : {} });
      const event = await s.createPlatform('SUBMIT', {
        open: true,
        submit: {
          requestRecordPermission: true,
          requestRecordPermissionForAllPresentations: true,
          recordPermissionText: 'May we record it?',
          requestConflictOfInterest: true,
          requestConflictOfInterestForAllPresentations: false,
          enableAudioUpload: true,
          enableAdditionalUpload: true,
          maxUploadMegabytes: 1,
        },
      });
      platformId = event.id;
      speaker = await buildSignedInUser(s, { platformId, role: 'speaker' });
      otherSpeaker = await buildSignedInUser(s, { platformId, role: 'speaker' });
      submitter = await buildSignedInUser(s, { platformId, role: 'submitter' });
      attendee = await buildSignedInUser(s, { platformId });
      const elsewhere = await s.createPlatform('SUBMIT2', { open: true });
      outsider = await buildSignedInUser(s, { platformId: elsewhere.id, role: 'admin' });
      const session = await buildSession(s, {
        platformId,
        title: 'Imaging',
        presentations: [
          {
            title: 'My talk',
            speakerId: speaker.id,
            internalCode: 'O-1',
            submissionRequirements: ['ConflictOfInterest'],
          },
          { title: 'Their talk', speakerId: otherSpeaker.id, internalCode: 'O-2' },
        ],
      });
      const posters = await buildSession(s, {
        platformId,
        title: 'Posters',
        isPoster: true,
        presentations: [{ title: 'My poster', speakerId: speaker.id, isPoster: true, internalCode: 'P-1' }],
      });
      [talk, otherTalk] = session.presentations.map((p) => p.id) as [number, number];
      poster = posters.presentations[0]!.id;
    });
    afterAll(async () => {
      await s.close();
      await s3?.close();
    });

    const base = (id: number) => `/api/v2/platform/${platformId}/submit/presentations/${id}`;
    const answer = (token: string, id: number, path: string, value: boolean) =>
      s.http('PUT', `${base(id)}/${path}?value=${value}`, { token });
    const token = (who: { token: string }, id: number, type: string, name: string, size?: number) =>
      s.http(
        'GET',
        `${base(id)}/token?${new URLSearchParams({ type, orgFileName: name, ...(size === undefined ? {} : { size: String(size) }) })}`,
        { token: who.token },
      );
    /** The browser's PUT to the upload address (the server's own, or the bucket's). */
    const put = (sasUri: string, body: Buffer | ReadableStream, headers: Record<string, string> = {}) =>
      fetch(sasUri.startsWith('http') ? sasUri : `${s.baseUrl}${sasUri}`, {
        method: 'PUT',
        body,
        headers,
        duplex: 'half',
      } as RequestInit);
    const upload = async (who: { token: string }, id: number, type: string, name: string, bytes: Buffer) => {
      const t = await token(who, id, type, name, bytes.length);
      expect(t.status, t.text).toBe(200);
      const sent = await put(t.body.sasUri, bytes);
      expect(sent.status, await sent.clone().text()).toBeLessThan(300);
      return {
        token: t.body,
        register: await s.http('PUT', `${base(id)}?type=${type}`, {
          token: who.token,
          json: { blobUri: t.body.blobUri },
        }),
      };
    };
    /** Reads a stored file as a browser would: following the bucket redirect. */
    const read = (uri: string, method = 'GET') => fetch(`${s.baseUrl}${uri}`, { method });

    it('lists a speaker’s own presentations and posters, everything for a submitter, nothing for others', async () => {
      const mine = await s.http('GET', `/api/v2/platform/${platformId}/submit/presentations`, { token: speaker.token });
      expect(mine.status).toBe(200);
      expect(mine.body.map((p: { title: string }) => p.title)).toEqual(['My talk']);
      expect(mine.body[0]).toMatchObject({
        internalCode: 'O-1',
        record: true,
        declareConflictOfInterest: true,
        publish: false,
        authorisedRecordWeb: null,
        canEdit: true,
      });
      const posters = await s.http('GET', `/api/v2/platform/${platformId}/submit/presentations?posters=true`, {
        token: speaker.token,
      });
      expect(posters.body.map((p: { title: string }) => p.title)).toEqual(['My poster']);
      expect(posters.body[0]).toMatchObject({ isAPoster: true, declareConflictOfInterest: false, start: null });
      const all = await s.http('GET', `/api/v2/platform/${platformId}/submit/presentations`, {
        token: submitter.token,
      });
      expect(all.body.map((p: { title: string }) => p.title).sort()).toEqual(['My talk', 'Their talk']);
      const sessions = await s.http('GET', `/api/v2/platform/${platformId}/submit/sessions`, { token: speaker.token });
      expect(sessions.body).toHaveLength(1);
      expect(
        sessions.body[0].presentations.map((p: { title: string; canEdit: boolean }) => [p.title, p.canEdit]),
      ).toEqual([['My talk', false]]);
      expect(
        (await s.http('GET', `/api/v2/platform/${platformId}/submit/presentations`, { token: attendee.token })).status,
      ).toBe(403);
      expect((await s.http('GET', `/api/platform/${platformId}/submit`, { token: attendee.token })).status).toBe(403);
      const settings = await s.http('GET', `/api/platform/${platformId}/submit`, { token: speaker.token });
      // With a bucket, the pages may send to it and read from it.
      const csp = settings.headers.get('content-security-policy') ?? '';
      if (s3) expect(csp).toMatch(new RegExp(`connect-src[^;]*${s3.config.endpoint.replace(/[.]/g, '\\.')}`));
      expect(settings.body).toMatchObject({
        open: true,
        recordPermissionText: 'May we record it?',
        maxUploadMegabytes: 1,
      });
    });

    it('asks the required questions before any file, and refuses answers to questions not asked', async () => {
      const early = await token(speaker, talk, 'presentation', 'slides.pdf');
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(/permission questions/);
      expect((await answer(speaker.token, talk, 'authorisepublish', true)).status).toBe(400);
      expect((await s.http('PUT', `${base(talk)}/authoriserecord?value=maybe`, { token: speaker.token })).status).toBe(
        400,
      );
      const record = await answer(speaker.token, talk, 'authoriserecord', true);
      expect(record.status).toBe(200);
      const coi = await answer(speaker.token, talk, 'conflictofinterest', false);
      expect(coi.body).toMatchObject({ authorisedRecordWeb: true, hasConflictOfInterest: false });
      expect((await answer(speaker.token, poster, 'authoriserecord', true)).status).toBe(200);
    });

    it('takes a PDF through token, upload and registration, and serves it with its checked type', async () => {
      const { token: t, register } = await upload(speaker, talk, 'presentation', 'Mes diapositives.pdf', PDF);
      expect(t.blobUri).toMatch(new RegExp(`^/files/e${platformId}/submissions/p${talk}/`));
      expect(register.status, register.text).toBe(200);
      expect(register.body.files).toEqual([
        expect.objectContaining({
          area: 'presentation',
          name: 'Mes diapositives.pdf',
          size: PDF.length,
          contentType: 'application/pdf',
        }),
      ]);
      const uri = register.body.presentationFileUri as string;
      expect(uri).toMatch(/signature=/);
      const res = await read(uri);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      if (storage === 'local') {
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Mes%20diapositives.pdf");
      } else {
        // The bytes come from the bucket, not through the server.
        expect(res.redirected).toBe(true);
        expect(res.url.startsWith(s3!.config.endpoint)).toBe(true);
      }
      const head = await read(uri, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(PDF.length));
      expect(head.headers.get('content-type')).toBe('application/pdf');
    });

    it('refuses an altered or expired address, and a stored file without one', async () => {
      const list = await s.http('GET', `/api/v2/platform/${platformId}/submit/presentations`, { token: speaker.token });
      const uri = list.body[0].presentationFileUri as string;
      const altered = uri.replace(/signature=([^&])/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
      expect((await read(altered)).status).toBe(403);
      expect((await read(uri.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 1}`))).status).toBe(403);
      expect((await read(uri.split('?')[0] as string)).status).toBe(403);
      const key = decodeURIComponent((uri.split('?')[0] as string).slice('/files/'.length));
      const past = Math.floor(Date.now() / 1000) - 10;
      const expired = `/files/${key}?${s.ctx.files.signer.sign({ method: 'GET', key, expires: past })}`;
      const refused = await read(expired);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toMatch(/expired/);
      // The same key signed for a PUT is not a read.
      const asPut = `/files/${key}?${s.ctx.files.signer.sign({ method: 'PUT', key, expires: past + 3600, maxBytes: 10 })}`;
      expect((await read(asPut)).status).toBe(403);
    });

    it('keeps a registered file as it was checked: a PUT begun before registration and ended after changes nothing', async () => {
      const t = await token(speaker, talk, 'presentation', 'raced.pdf');
      expect(t.status, t.text).toBe(200);
      expect((await put(t.body.sasUri, PDF)).status).toBeLessThan(300);
      // A second PUT to the same address sends its first bytes, and is held open.
      const other = Buffer.from(`<html><script>alert(1)</script>${'x'.repeat(PDF.length)}</html>`);
      let finish = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(other.subarray(0, 16));
          finish = () => {
            controller.enqueue(other.subarray(16));
            controller.close();
          };
        },
      });
      const second = put(t.body.sasUri, body);
      const root = s.ctx.files.localRoot;
      if (root) {
        // The server has taken the PUT once it writes its partial file.
        await eventually(() => {
          const parts = readdirSync(root, { recursive: true }).filter((name) => String(name).endsWith('.part'));
          expect(parts.length).toBeGreaterThan(0);
        }, 30_000);
      }
      const register = await s.http('PUT', `${base(talk)}?type=presentation`, {
        token: speaker.token,
        json: { blobUri: t.body.blobUri },
      });
      expect(register.status, register.text).toBe(200);
      finish();
      const raced = await second;
      if (storage === 'local') expect(raced.status).toBeGreaterThanOrEqual(400);
      // The same address used again after registration.
      const late = await put(t.body.sasUri, other);
      if (storage === 'local') expect(late.status).toBe(403);
      const uri = register.body.presentationFileUri as string;
      const res = await read(uri);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
      expect((await read(uri, 'HEAD')).headers.get('content-length')).toBe(String(PDF.length));
    });

    it('refuses a file whose bytes are not of its type, and deletes what was sent', async () => {
      const { token: t, register } = await upload(
        speaker,
        talk,
        'presentation',
        'fake.pdf',
        Buffer.from('<html><script>alert(1)</script></html>'),
      );
      expect(register.status).toBe(400);
      expect(register.body.fields[0].path).toBe('blobUri');
      const key = decodeURIComponent(t.blobUri.slice('/files/'.length));
      expect(await s.ctx.files.storage.head(key)).toBeNull();
      const bad = await token(speaker, talk, 'presentation', 'tool.exe');
      expect(bad.status).toBe(400);
      expect(bad.body.fields[0].path).toBe('orgFileName');
      // Audio goes with posters only; a poster's main file is a poster.
      expect((await token(speaker, talk, 'audio', 'talk.mp3')).status).toBe(400);
      expect((await token(speaker, poster, 'presentation', 'poster.pdf')).body.fields[0].path).toBe('type');
    });

    it('refuses a file over the limit', async () => {
      const tooBig = Buffer.alloc(MEGABYTE + 1, 1);
      const declared = await token(speaker, talk, 'other', 'big.bin', tooBig.length);
      expect(declared.status).toBe(413);
      const t = await token(speaker, talk, 'other', 'big.bin');
      expect(t.status).toBe(200);
      if (storage === 'local') {
        // Declared too large: refused before a byte is written.
        expect((await put(t.body.sasUri, tooBig)).status).toBe(413);
        // Streamed without a length: cut off once past the limit, nothing left on disk.
        const stream = Readable.toWeb(
          Readable.from(
            (function* () {
              for (let i = 0; i < 20; i++) yield Buffer.alloc(128 * 1024, 2);
            })(),
          ),
        ) as ReadableStream;
        const streamed = await put(t.body.sasUri, stream);
        expect(streamed.status).toBe(413);
        const key = decodeURIComponent(t.body.blobUri.slice('/files/'.length));
        expect(await s.ctx.files.storage.head(key)).toBeNull();
        const objects: string[] = [];
        for await (const o of s.ctx.files.storage.list(`e${platformId}/submissions/p${talk}/`)) objects.push(o.key);
        expect(objects.some((k) => k.includes('big.bin'))).toBe(false);
      } else {
        // The bucket takes what it is sent; registration refuses it and deletes it.
        expect((await put(t.body.sasUri, tooBig)).status).toBe(200);
        const register = await s.http('PUT', `${base(talk)}?type=other`, {
          token: speaker.token,
          json: { blobUri: t.body.blobUri },
        });
        expect(register.status).toBe(400);
        expect(register.body.message).toMatch(/larger/);
        expect(await s.ctx.files.storage.head(decodeURIComponent(t.body.blobUri.slice('/files/'.length)))).toBeNull();
      }
    });

    it('keeps one file in a single-file area, several additional files, and removes one on request', async () => {
      const first = (
        await s.http('GET', `/api/v2/platform/${platformId}/submit/presentations`, { token: speaker.token })
      ).body[0];
      const firstKey = decodeURIComponent((first.presentationFileUri as string).split('?')[0]!.slice('/files/'.length));
      const second = await upload(speaker, talk, 'presentation', 'v2.pdf', PDF);
      expect(
        second.register.body.files
          .filter((f: { area: string }) => f.area === 'presentation')
          .map((f: { name: string }) => f.name),
      ).toEqual(['v2.pdf']);
      expect(await s.ctx.files.storage.head(firstKey)).toBeNull();
      await upload(speaker, talk, 'other', 'notes.txt', Buffer.from('speaker notes'));
      const extra = await upload(speaker, talk, 'other', 'data.csv', Buffer.from('a,b\n1,2\n'));
      expect(extra.register.body.additionalUploadFileUris).toHaveLength(2);
      // A type no browser should run inline is an attachment, never sniffed.
      const notes = extra.register.body.files.find((f: { name: string }) => f.name === 'notes.txt');
      expect(notes.contentType).toBe('application/octet-stream');
      if (storage === 'local')
        expect((await read(notes.uri)).headers.get('content-disposition')).toMatch(/^attachment/);
      const removed = await s.http('DELETE', `${base(talk)}?type=other&orgFileName=notes.txt`, {
        token: speaker.token,
      });
      expect(removed.status).toBe(200);
      expect(removed.body.additionalUploadFileUris).toHaveLength(1);
      expect(
        (await s.http('DELETE', `${base(talk)}?type=other&orgFileName=notes.txt`, { token: speaker.token })).status,
      ).toBe(404);
      // A poster with its audio commentary.
      const audio = await upload(speaker, poster, 'audio', 'commentary.mp3', MP3);
      expect(audio.register.status, audio.register.text).toBe(200);
      expect(audio.register.body.audioFileUri).toMatch(/^\/files\//);
    });

    it('keeps a speaker out of another speaker’s presentation, and everyone out of another event', async () => {
      expect((await token(speaker, otherTalk, 'presentation', 'x.pdf')).status).toBe(403);
      expect((await answer(speaker.token, otherTalk, 'authoriserecord', true)).status).toBe(403);
      expect(
        (await s.http('DELETE', `${base(otherTalk)}?type=presentation&orgFileName=x.pdf`, { token: speaker.token }))
          .status,
      ).toBe(403);
      // An organiser of another event, on that event's own address, finds nothing of this one.
      const foreign = await s.http(
        'GET',
        `/api/v2/platform/${outsider.platformId}/submit/presentations/${talk}/token?type=presentation&orgFileName=x.pdf`,
        { token: outsider.token },
      );
      expect(foreign.status).toBe(404);
      // A blobUri of one presentation cannot register on another.
      expect((await answer(submitter.token, otherTalk, 'authoriserecord', false)).status).toBe(200);
      const t = await token(submitter, otherTalk, 'other', 'x.txt');
      expect(t.status).toBe(200);
      await put(t.body.sasUri, Buffer.from('x'));
      const cross = await s.http('PUT', `${base(talk)}?type=other`, {
        token: submitter.token,
        json: { blobUri: t.body.blobUri },
      });
      expect(cross.status).toBe(400);
      // The submitter acts for everyone.
      expect(
        (
          await s.http('PUT', `${base(otherTalk)}?type=other`, {
            token: submitter.token,
            json: { blobUri: t.body.blobUri },
          })
        ).status,
      ).toBe(200);
    });

    it('refuses changes while submission is closed, except to submitters', async () => {
      const code = 'SUBMIT';
      await s.ctx.platforms.updateSettings(code, { submit: { open: false } });
      expect((await answer(speaker.token, talk, 'authoriserecord', false)).status).toBe(403);
      expect((await answer(submitter.token, talk, 'authoriserecord', true)).status).toBe(200);
      await s.ctx.platforms.updateSettings(code, { submit: { open: true } });
    });

    it('verifies the storage: a deleted file and an orphan are found, the orphan removed on request', async () => {
      const clean = await runCommand(s.ctx, { name: 'files.verify', remove: false });
      expect(clean.at(-1)).toBe('All stored files are present.');
      const list = await s.http('GET', `/api/v2/platform/${platformId}/submit/presentations`, { token: speaker.token });
      const key = decodeURIComponent(
        (list.body[0].presentationFileUri as string).split('?')[0]!.slice('/files/'.length),
      );
      await s.ctx.files.storage.remove(key);
      await s.ctx.files.storage.put(
        `e${platformId}/submissions/stray.bin`,
        Buffer.from('stray'),
        'application/octet-stream',
      );
      await expect(runCommand(s.ctx, { name: 'files.verify', remove: false })).rejects.toThrow(
        /MISSING\t.*v2\.pdf[\s\S]*ORPHAN\te\d+\/submissions\/stray\.bin/,
      );
      await expect(runCommand(s.ctx, { name: 'files.verify', remove: true })).rejects.toThrow(/Removed 1 orphans/);
      expect(await s.ctx.files.storage.head(`e${platformId}/submissions/stray.bin`)).toBeNull();
      const listed = await runCommand(s.ctx, { name: 'files.list' });
      expect(listed[0]).toMatch(storage === 'local' ? /^Storage: folder / : /^Storage: bucket atrium-test/);
    });
  });
}
