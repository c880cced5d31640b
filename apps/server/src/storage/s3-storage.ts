import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/config.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { DownloadOptions, ObjectStorage, StoredObject, UploadTarget } from './object-storage.ts';
import { isSafeKey } from './object-storage.ts';

/** The largest object one CopyObject takes (S3's limit); larger ones are copied in parts of 1 GiB. */
const SINGLE_COPY_BYTES = 5 * 1024 ** 3;
const COPY_PART_BYTES = 1024 ** 3;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/** `attachment; filename=…` with the RFC 6266 UTF-8 form beside an ASCII fallback. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Objects in an S3-compatible bucket. The browser uploads and downloads with presigned
 * addresses, so the bytes never pass through Node; the server only checks, lists and
 * deletes. The bucket must exist (and allow the site's origin by CORS for browser PUTs).
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Config,
    private readonly clock: Clock = systemClock,
  ) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where the operation requires one. The SDK's default (since 3.729) adds a
      // CRC32 to every PUT: in a presigned PUT, signed before the browser has the bytes, that is the
      // CRC32 of an empty body (x-amz-checksum-crc32=AAAAAA==), and S3, R2 and others refuse the
      // real upload. It would also ask every GET to return checksums, which not every S3-compatible
      // service knows. Presigned addresses thus carry no checksum parameter (s3-storage.test.ts).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  private checkKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return key;
  }

  async uploadTarget(
    key: string,
    options: { maxBytes: number; size?: number; expiresInSeconds: number },
  ): Promise<UploadTarget> {
    // A presigned PUT cannot bound the size; when the browser says it, the signature fixes it
    // (the storage refuses any other length). Registration checks the size in every case.
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.checkKey(key),
      ...(options.size === undefined ? {} : { ContentLength: options.size }),
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
    return { url, headers: {}, expiresAt: new Date(this.clock.now() + options.expiresInSeconds * 1000) };
  }

  async downloadUrl(key: string, options: DownloadOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.checkKey(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.checkKey(key) }),
      );
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Buffer> {
    const found = await this.head(key);
    if (!found || found.size === 0) return Buffer.alloc(0);
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.checkKey(key),
        Range: `bytes=0-${Math.min(length, found.size) - 1}`,
      }),
    );
    const bytes = await answer.Body?.transformToByteArray();
    return Buffer.from(bytes ?? []).subarray(0, length);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.checkKey(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  /**
   * A server-side copy then a delete. A copy takes one version of the object, so an upload
   * still arriving at `from` is either all in it or not at all; beyond the 5 GiB of a single
   * copy, the parts are copied on the condition that `from` is still the version first seen.
   * (S3 has no "copy unless the target exists" everywhere: the target is looked up first.)
   */
  async moveIfAbsent(from: string, to: string): Promise<boolean> {
    if (await this.head(to)) return false;
    const Bucket = this.settings.bucket;
    const CopySource = `${Bucket}/${this.checkKey(from).split('/').map(encodeURIComponent).join('/')}`;
    try {
      const source = await this.client.send(new HeadObjectCommand({ Bucket, Key: this.checkKey(from) }));
      const size = source.ContentLength ?? 0;
      if (size <= SINGLE_COPY_BYTES)
        await this.client.send(new CopyObjectCommand({ Bucket, Key: this.checkKey(to), CopySource }));
      else await this.copyInParts({ Bucket, Key: this.checkKey(to), CopySource }, size, source.ETag);
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    await this.remove(from);
    return true;
  }

  private async copyInParts(target: { Bucket: string; Key: string; CopySource: string }, size: number, etag?: string) {
    const { Bucket, Key, CopySource } = target;
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    try {
      const Parts: { ETag?: string; PartNumber: number }[] = [];
      for (let start = 0, PartNumber = 1; start < size; start += COPY_PART_BYTES, PartNumber += 1) {
        const end = Math.min(size, start + COPY_PART_BYTES) - 1;
        const part = await this.client.send(
          new UploadPartCopyCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            CopySource,
            CopySourceRange: `bytes=${start}-${end}`,
            ...(etag ? { CopySourceIfMatch: etag } : {}),
          }),
        );
        Parts.push({ ETag: part.CopyPartResult?.ETag, PartNumber });
      }
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }));
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.checkKey(key) }),
    );
    if (!answer.Body) throw new Error(`no body for ${key}`);
    return answer.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.checkKey(key) }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
