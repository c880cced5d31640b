import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { S3ObjectStorage } from './s3-storage.ts';

/**
 * The S3 storage against an S3-protocol server whose every request's signature is checked by an
 * implementation other than the SDK's (test/s3-server.ts): what a presigned address carries, that
 * the browser's upload and download through it work, and that a changed address is refused.
 */
let s3: TestS3;
let storage: S3ObjectStorage;
beforeAll(async () => {
  s3 = await startTestS3();
  storage = new S3ObjectStorage(s3.config);
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

const bytes = Buffer.from('%PDF-1.7\nthe slides of a talk, not empty\n');

async function uploadUrl(key: string, size?: number) {
  const target = await storage.uploadTarget(key, { maxBytes: 1024, size, expiresInSeconds: 300 });
  expect(target.headers).toEqual({});
  return new URL(target.url);
}

/** The XML error code of a refused answer. */
async function refusal(answer: Response) {
  return (await answer.text()).match(/<Code>([^<]+)<\/Code>/)?.[1];
}

describe('presigned S3 addresses', () => {
  it('a presigned PUT carries no checksum parameter: only the host and the declared length are signed', async () => {
    const url = await uploadUrl('e1/slides/talk.pdf', bytes.length);
    const names = [...url.searchParams.keys()];
    expect(names.filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const unsized = await uploadUrl('e1/slides/other.pdf');
    expect([...unsized.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(unsized.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  });

  it('the browser uploads through the presigned PUT and downloads through the presigned GET', async () => {
    const key = 'e1/slides/upload.pdf';
    const put = await fetch(await uploadUrl(key, bytes.length), { method: 'PUT', body: bytes });
    expect(put.status).toBe(200);
    expect(await storage.head(key)).toEqual({ size: bytes.length });
    expect(await storage.readStart(key, 4)).toEqual(bytes.subarray(0, 4));

    const download = await storage.downloadUrl(key, {
      contentType: 'application/pdf',
      disposition: 'attachment',
      fileName: 'Talk – slides.pdf',
      expiresInSeconds: 300,
    });
    expect([...new URL(download).searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    const got = await fetch(download);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toContain("filename*=UTF-8''Talk%20%E2%80%93%20slides.pdf");

    const listed = [];
    for await (const item of storage.list('e1/slides/')) listed.push(item.key);
    expect(listed).toContain(key);
    await storage.remove(key);
    expect(await storage.head(key)).toBeNull();
  });

  it('a changed address is refused: another key, another expiry, another length, a forged signature', async () => {
    const key = 'e1/slides/signed.pdf';
    const url = await uploadUrl(key, bytes.length);

    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('signed.pdf', 'elsewhere.pdf');
    const moved = await fetch(otherKey, { method: 'PUT', body: bytes });
    expect(moved.status).toBe(403);
    expect(await refusal(moved)).toBe('SignatureDoesNotMatch');

    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    const extended = await fetch(longer, { method: 'PUT', body: bytes });
    expect(extended.status).toBe(403);
    expect(await refusal(extended)).toBe('SignatureDoesNotMatch');

    const bigger = await fetch(url, { method: 'PUT', body: Buffer.concat([bytes, bytes]) });
    expect(bigger.status).toBe(403);
    expect(await refusal(bigger)).toBe('SignatureDoesNotMatch');

    const forged = new URL(url);
    const signature = forged.searchParams.get('X-Amz-Signature') as string;
    forged.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    const denied = await fetch(forged, { method: 'PUT', body: bytes });
    expect(denied.status).toBe(403);
    expect(await refusal(denied)).toBe('SignatureDoesNotMatch');

    expect(await storage.head(key)).toBeNull();
    expect((await fetch(url, { method: 'PUT', body: bytes })).status).toBe(200);
    expect(await storage.head(key)).toEqual({ size: bytes.length });
  });

  it('an expired address and a wrong secret are refused', async () => {
    const client = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.config.accessKeyId ?? '', secretAccessKey: s3.config.secretAccessKey ?? '' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const old = await getSignedUrl(client, new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'e1/late.pdf' }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
    });
    const late = await fetch(old, { method: 'PUT', body: bytes });
    expect(late.status).toBe(403);
    expect(await refusal(late)).toBe('AccessDenied');
    client.destroy();

    const impostor = new S3ObjectStorage({ ...s3.config, secretAccessKey: 'not-the-secret' });
    await expect(impostor.check()).rejects.toThrow();
    await expect(impostor.put('e1/forged.txt', bytes, 'text/plain')).rejects.toThrow(/signature/i);
    impostor.close();
    expect(await storage.head('e1/forged.txt')).toBeNull();
  });

  it('the SDK defaults (what the storage no longer uses) sign an empty body CRC32 that the upload then fails', async () => {
    const defaults = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.config.accessKeyId ?? '', secretAccessKey: s3.config.secretAccessKey ?? '' },
    });
    const url = new URL(
      await getSignedUrl(defaults, new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'e1/crc.pdf' }), {
        expiresIn: 60,
      }),
    );
    expect(url.searchParams.get('x-amz-checksum-crc32')).toBe('AAAAAA==');
    const refused = await fetch(url, { method: 'PUT', body: bytes });
    expect(refused.status).toBe(400);
    expect(await refusal(refused)).toBe('BadDigest');
    defaults.destroy();
  });
});
