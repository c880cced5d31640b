import path from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { LocalObjectStorage, UploadTooLargeError } from '../../storage/local-storage.ts';
import { isSafeKey } from '../../storage/object-storage.ts';
import { contentDisposition } from '../../storage/s3-storage.ts';
import type { TSignatureRefusal } from '../../storage/signed-url.ts';
import { dispositionFor, UPLOAD_PREFIX } from './file-addresses.ts';
import type { StoredFileRow } from './files.service.ts';

const REFUSALS: Record<TSignatureRefusal, string> = {
  missing: 'This file needs a signed address',
  expired: 'This address has expired: ask for the file again',
  invalid: 'This address is not valid',
};

/** The key of a /files/ request: its path after the prefix, each segment decoded. */
function requestedKey(req: FastifyRequest): string | null {
  const rest = (req.params as { '*'?: string })['*'] ?? '';
  // Fastify has decoded the path once; the key is what the address named.
  return isSafeKey(rest) ? rest : null;
}

/** The legacy photo types by extension (photos from before the registry). */
function legacyPhotoType(key: string): string {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/**
 * The stored files' addresses, `/files/{key}`, for both storages:
 * - GET and HEAD: public images to anyone; every other file only with a valid signature
 *   (HEAD under a GET signature). Local storage streams the bytes (ranges, ETag); S3 answers
 *   HEAD from the registry and redirects GET to a presigned address of the bucket.
 * - PUT (local storage only): the browser's upload, checked against its signed size limit
 *   while it streams to disk.
 * Every answer carries the checked type, `nosniff`, and `attachment` for anything a browser
 * could run.
 */
export async function filesRoutes(app: FastifyInstance, ctx: AppContext) {
  const files = ctx.files;
  const nowSeconds = () => Math.floor(ctx.clock.now() / 1000);

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = requestedKey(req);
    if (!key) throw notFound();
    const row: StoredFileRow | null = await files.byKey(key);
    const legacy = !row && files.isLegacyPhoto(key);
    if (!row && !legacy) throw notFound();
    // Profile photos and stands' documents are public, as the pages showing them are.
    const isPublic = legacy || row?.purpose === 'profile' || row?.purpose === 'stand-document';
    let expires = Number.POSITIVE_INFINITY;
    if (!isPublic) {
      const verdict = files.signer.verify('GET', key, req.query as Record<string, unknown>, nowSeconds());
      if (!verdict.ok) throw new HttpError(403, 'forbidden', REFUSALS[verdict.reason]);
      expires = verdict.grant.expires;
    }
    const contentType = row?.contentType ?? legacyPhotoType(key);
    const name = row?.name ?? path.posix.basename(key);
    const disposition = dispositionFor(contentType);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', isPublic ? 'public, max-age=86400' : 'private, max-age=3600');

    if (files.storage instanceof LocalObjectStorage) {
      const result = await send(req.raw, files.storage.pathOf(key), {
        contentType: false,
        cacheControl: false,
        dotfiles: 'deny',
      });
      if (result.type === 'error') {
        // A range starting past the end: 416 with the size, so that a player can ask again.
        if (result.statusCode === 416) {
          reply.header('content-range', String(result.headers['Content-Range']));
          throw new HttpError(416, 'range_not_satisfiable', 'Range: the file ends before the range starts');
        }
        throw notFound();
      }
      reply.code(result.statusCode).headers(result.headers);
      reply.header('content-type', contentType);
      reply.header('content-disposition', contentDisposition(disposition, name));
      return reply.send(result.stream);
    }
    if (req.method === 'HEAD') {
      const size = row?.size ?? (await files.storage.head(key))?.size;
      if (size === undefined) throw notFound();
      reply.header('content-type', contentType);
      reply.header('content-length', String(size));
      reply.header('content-disposition', contentDisposition(disposition, name));
      return reply.code(200).send();
    }
    // The bucket's address lives no longer than the one that led here, and at most 5 minutes.
    const seconds = Math.max(1, Math.min(300, expires - nowSeconds()));
    const location = await files.storage.downloadUrl(key, {
      contentType,
      disposition,
      fileName: name,
      expiresInSeconds: seconds,
    });
    if (!location) throw notFound();
    return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
  };

  app.route({ method: ['GET', 'HEAD'], url: '/files/*', exposeHeadRoute: false, handler: serve });

  // Uploads to the local storage: the body is the file, read as a stream (no parser buffers it).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.put('/files/*', async (req, reply) => {
      const storage = files.storage;
      if (!(storage instanceof LocalObjectStorage)) throw notFound();
      const key = requestedKey(req);
      // Uploads go to their own keys only, never to a registered file's (files.service.ts).
      if (!key?.startsWith(UPLOAD_PREFIX)) throw notFound();
      const verdict = files.signer.verify('PUT', key, req.query as Record<string, unknown>, nowSeconds());
      if (!verdict.ok) throw new HttpError(403, 'forbidden', REFUSALS[verdict.reason]);
      const maxBytes = verdict.grant.maxBytes ?? 0;
      const fileKey = key.slice(UPLOAD_PREFIX.length);
      const noLonger = () => new HttpError(403, 'forbidden', 'This upload address is no longer valid');
      if (!(await files.pendingByKey(fileKey))) throw noLonger();
      const declared = Number(req.headers['content-length'] ?? Number.NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        // Refused before a byte is read; the connection closes rather than take the rest.
        reply.header('connection', 'close');
        throw new HttpError(413, 'too_large', `The file is larger than the limit of ${maxBytes} bytes`);
      }
      let size: number;
      try {
        size = await storage.writeStream(key, req.raw, maxBytes);
      } catch (error) {
        if (error instanceof UploadTooLargeError) {
          reply.header('connection', 'close');
          throw new HttpError(413, 'too_large', `The file is larger than the limit of ${maxBytes} bytes`);
        }
        if (req.raw.destroyed || req.raw.readableAborted)
          throw new HttpError(400, 'aborted', 'The upload was cancelled');
        throw error;
      }
      // Registered (or expired) while the bytes arrived: they are not kept.
      if (!(await files.pendingByKey(fileKey))) {
        await storage.remove(key);
        throw noLonger();
      }
      return reply.code(200).send({ size });
    });
  });
}
