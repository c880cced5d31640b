import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildSignedInUser } from '../test/factories.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { startTestServer, type TestServer, uniqueSchemaName } from '../test/test-server.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Two nodes of one deployment (one PostgreSQL schema, one S3-protocol bucket): a file whose
 * upload began on one node is registered on the other and read back through the first, as a
 * proxy without stickiness would send a speaker's calls.
 */
describe('files shared by two nodes through one bucket', () => {
  let s3: TestS3;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    s3 = await startTestS3();
    const schema = uniqueSchemaName();
    a = await startTestServer({ schema, configOverrides: { s3: s3.config } });
    b = await startTestServer({ schema, configOverrides: { s3: s3.config } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await s3.close();
  });

  it('uploads through one node, registers and reads through the other', async () => {
    const event = await a.createPlatform('SHARED', { open: true });
    const speaker = await buildSignedInUser(a, { platformId: event.id, role: 'speaker' });
    const session = await buildSession(a, {
      platformId: event.id,
      presentations: [{ title: 'Talk', speakerId: speaker.id }],
    });
    const base = `/api/v2/platform/${event.id}/submit/presentations/${session.presentations[0]!.id}`;
    const token = await a.http('GET', `${base}/token?type=presentation&orgFileName=talk.pdf&size=${PDF.length}`, {
      token: speaker.token,
    });
    expect(token.status, token.text).toBe(200);
    expect(token.body.sasUri.startsWith(s3.config.endpoint)).toBe(true);
    expect((await fetch(token.body.sasUri, { method: 'PUT', body: PDF })).status).toBe(200);
    // Each test node is its own token issuer (a deployment shares PUBLIC_URL): sign in on B too.
    const onB = (await b.signIn(speaker)).access_token;
    const registered = await b.http('PUT', `${base}?type=presentation`, {
      token: onB,
      json: { blobUri: token.body.blobUri },
    });
    expect(registered.status, registered.text).toBe(200);
    // Both nodes sign with the key kept in the database: either one reads the other's address.
    const back = await fetch(`${a.baseUrl}${registered.body.presentationFileUri}`);
    expect(back.status).toBe(200);
    expect(Buffer.from(await back.arrayBuffer())).toEqual(PDF);
    expect((await b.http('GET', '/readyz')).body.checks.storage).toBe('ok');
  });
});
