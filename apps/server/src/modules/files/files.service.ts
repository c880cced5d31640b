import { randomBytes, randomUUID } from 'node:crypto';
import { nameMatchesType } from '@atrium/contracts';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { encodeKey, LocalObjectStorage } from '../../storage/local-storage.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { UrlSigner } from '../../storage/signed-url.ts';
import {
  FILES_PREFIX,
  isLegacyPhotoKey,
  keyOfAddress,
  keySafeName,
  READ_ADDRESS_SECONDS,
  UPLOAD_ADDRESS_SECONDS,
  uploadKeyOf,
} from './file-addresses.ts';
import { checkedType } from './file-types.ts';
import { serverSecrets, storedFiles } from './files.tables.ts';
import { PREVIEW_MAX_BYTES, renderFirstPage, shrinkPicture } from './poster-preview.ts';
import { storedSummary, type VerifyReport, verifyStorage } from './storage-check.ts';

export { keyOfAddress } from './file-addresses.ts';
export { detectType } from './file-types.ts';
export type { VerifyReport } from './storage-check.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** How a poster's cards' picture is drawn, by the poster's type: a PDF's first page, a picture made smaller. */
const PREVIEW_DRAWERS: Record<string, (bytes: Buffer) => Promise<Buffer | null>> = {
  'application/pdf': renderFirstPage,
  'image/png': shrinkPicture,
  'image/jpeg': shrinkPicture,
};

/** How many first bytes the type check reads (an Office file's parts are listed near the start). */
const TYPE_CHECK_BYTES = 256 * 1024;

export interface CheckedType {
  contentType: string;
}

/** What a type check of an upload accepts: the area's types, or anything. */
export interface TypeRule {
  /** Allowed types by content; null: any. */
  mimeTypes: readonly string[] | null;
  /** The area's label for messages ("a PowerPoint or PDF file"). */
  label: string;
}

/**
 * The registry of stored files over the configured storage: upload addresses, the check that
 * turns an upload into a stored file, signed read addresses, public images and the check that
 * storage and registry agree.
 */
export class FilesService {
  constructor(
    private readonly db: Db,
    readonly storage: ObjectStorage,
    readonly signer: UrlSigner,
    private readonly clock: Clock,
    /** The site's address as configured (read when needed: a test server learns its port late). */
    private readonly site: { publicUrl: string },
  ) {}

  private get publicUrl(): string {
    return this.site.publicUrl;
  }

  /**
   * The HMAC key of signed addresses: FILES_SECRET when set, else one made on first start and
   * kept in the database, so every node of a deployment signs alike.
   */
  static async secret(db: Db, configured: string | undefined): Promise<Buffer> {
    if (configured) return Buffer.from(configured, 'utf8');
    const made = randomBytes(32).toString('base64url');
    await db.insert(serverSecrets).values({ name: 'files', value: made }).onConflictDoNothing();
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'files'));
    return Buffer.from(row?.value ?? made, 'base64url');
  }

  /** The folder of the local storage, or null when files live in a bucket. */
  get localRoot(): string | null {
    return this.storage instanceof LocalObjectStorage ? this.storage.root : null;
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }

  /** The signed address that reads a stored file for the next few hours. */
  readAddress(row: Pick<StoredFileRow, 'key'>): string {
    // Rounded to the hour: the same file keeps the same address for a while (caches, ETags).
    const hour = 3600;
    const expires = (Math.floor(this.nowSeconds() / hour) + 1) * hour + READ_ADDRESS_SECONDS;
    return `${FILES_PREFIX}${encodeKey(row.key)}?${this.signer.sign({ method: 'GET', key: row.key, expires })}`;
  }

  /** The unsigned, lasting name of a stored file (the spec's blobUri). */
  blobAddress(key: string): string {
    return `${FILES_PREFIX}${encodeKey(key)}`;
  }

  /** Starts an upload of a submission: a pending registry row and the address to PUT to. */
  async beginUpload(input: {
    platformId: number;
    presentationId: number;
    area: string;
    name: string;
    ownerUserId: number;
    maxBytes: number;
    size?: number;
  }) {
    const key = `e${input.platformId}/submissions/p${input.presentationId}/${randomUUID()}/${keySafeName(input.name)}`;
    const target = await this.storage.uploadTarget(uploadKeyOf(key), {
      maxBytes: input.maxBytes,
      size: input.size,
      expiresInSeconds: UPLOAD_ADDRESS_SECONDS,
    });
    await this.db.insert(storedFiles).values({
      platformId: input.platformId,
      key,
      purpose: 'submission',
      status: 'pending',
      name: input.name,
      presentationId: input.presentationId,
      area: input.area,
      ownerUserId: input.ownerUserId,
      expiresAt: target.expiresAt,
    });
    return { key, target, blobUri: this.blobAddress(key) };
  }

  /** The pending upload a blobUri names, if it belongs to this presentation and area. */
  async pendingUpload(platformId: number, presentationId: number, area: string, blobUri: string) {
    const key = keyOfAddress(blobUri, this.publicUrl);
    if (!key) return null;
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.key, key),
          eq(storedFiles.platformId, platformId),
          eq(storedFiles.presentationId, presentationId),
          eq(storedFiles.area, area),
        ),
      );
    return row ?? null;
  }

  /**
   * Turns a pending upload into a stored file once the object exists, within the size limit,
   * of an accepted type (read from its first bytes). A refused upload's object is deleted.
   */
  async confirmUpload(row: StoredFileRow, rule: TypeRule, maxBytes: number): Promise<StoredFileRow> {
    if (row.status === 'stored') return row;
    // Checked below once moved: a registration that finds the file moved already checks that one.
    await this.storage.moveIfAbsent(uploadKeyOf(row.key), row.key);
    const found = await this.storage.head(row.key);
    if (!found) throw badRequest('blobUri: nothing was uploaded to this address', 'blobUri');
    const refuse = async (message: string) => {
      await this.remove([row]);
      return badRequest(message, 'blobUri');
    };
    if (found.size > maxBytes) throw await refuse(`blobUri: the file is larger than ${maxBytes} bytes`);
    if (found.size === 0) throw await refuse('blobUri: the file is empty');
    const start = await this.storage.readStart(row.key, TYPE_CHECK_BYTES);
    const detected = await checkedType(start, row.name, rule.mimeTypes?.includes('text/plain') ?? false);
    // The content is of an accepted type, and of the one its name says.
    if (rule.mimeTypes && (!detected || !rule.mimeTypes.includes(detected) || !nameMatchesType(row.name, detected))) {
      throw await refuse(`blobUri: the file is not ${rule.label} (its content does not match its name)`);
    }
    const [stored] = await this.db
      .update(storedFiles)
      .set({
        status: 'stored',
        size: found.size,
        contentType: detected ?? 'application/octet-stream',
        expiresAt: null,
        storedAt: new Date(this.clock.now()),
      })
      .where(eq(storedFiles.id, row.id))
      .returning();
    return stored as StoredFileRow;
  }

  /** The stored files of these presentations, oldest first (not the server's pictures of them). */
  async ofPresentations(presentationIds: number[]): Promise<StoredFileRow[]> {
    if (presentationIds.length === 0) return [];
    return this.db
      .select()
      .from(storedFiles)
      .where(
        and(
          inArray(storedFiles.presentationId, presentationIds),
          eq(storedFiles.status, 'stored'),
          ne(storedFiles.purpose, 'poster-preview'),
        ),
      )
      .orderBy(storedFiles.id);
  }

  /** The first-page pictures of these posters (at most one each). */
  async posterPreviews(presentationIds: number[]): Promise<StoredFileRow[]> {
    if (presentationIds.length === 0) return [];
    return this.db
      .select()
      .from(storedFiles)
      .where(and(inArray(storedFiles.presentationId, presentationIds), eq(storedFiles.purpose, 'poster-preview')));
  }

  /**
   * Draws the poster's first page (or its picture, made smaller) as its cards' picture, replacing
   * the one before; a poster removed, a PowerPoint, or one that cannot be drawn leaves none, and
   * its cards show the session's picture. Called whenever a poster file is stored or removed.
   */
  async refreshPosterPreview(platformId: number, presentationId: number): Promise<void> {
    const rows = await this.db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.platformId, platformId),
          eq(storedFiles.presentationId, presentationId),
          eq(storedFiles.status, 'stored'),
        ),
      )
      .orderBy(storedFiles.id);
    await this.remove(rows.filter((r) => r.purpose === 'poster-preview'));
    const poster = rows.findLast((r) => r.purpose === 'submission' && r.area === 'poster');
    const draw = poster && PREVIEW_DRAWERS[poster.contentType];
    if (!poster || !draw || (poster.size ?? 0) > PREVIEW_MAX_BYTES) return;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.read(poster.key)) chunks.push(Buffer.from(chunk));
    const picture = await draw(Buffer.concat(chunks));
    if (!picture) return;
    const key = `e${platformId}/submissions/p${presentationId}/${randomUUID()}/first-page.png`;
    await this.storage.put(key, picture, 'image/png');
    await this.db.insert(storedFiles).values({
      platformId,
      key,
      purpose: 'poster-preview',
      status: 'stored',
      name: 'first-page.png',
      size: picture.length,
      contentType: 'image/png',
      presentationId,
      area: 'poster',
      storedAt: new Date(this.clock.now()),
    });
  }

  /** Deletes stored files: the objects (and any upload's), then their rows. */
  async remove(rows: StoredFileRow[]): Promise<void> {
    for (const row of rows) {
      await this.storage.remove(row.key);
      if (row.purpose === 'submission') await this.storage.remove(uploadKeyOf(row.key));
    }
    if (rows.length > 0)
      await this.db.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          rows.map((r) => r.id),
        ),
      );
  }

  /** An upload begun and not yet registered, whose address still works. */
  async pendingByKey(key: string): Promise<StoredFileRow | null> {
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.key, key),
          eq(storedFiles.status, 'pending'),
          gt(storedFiles.expiresAt, new Date(this.clock.now())),
        ),
      );
    return row ?? null;
  }

  /** A stored file by key, for serving. */
  async byKey(key: string): Promise<StoredFileRow | null> {
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.key, key), eq(storedFiles.status, 'stored')));
    return row ?? null;
  }

  /** Stores a submission the server made itself (the demo's posters), registered at once. */
  async storeSubmission(input: {
    platformId: number;
    presentationId: number;
    area: string;
    name: string;
    bytes: Buffer;
    contentType: string;
  }): Promise<void> {
    const key = `e${input.platformId}/submissions/p${input.presentationId}/${randomUUID()}/${keySafeName(input.name)}`;
    await this.storage.put(key, input.bytes, input.contentType);
    await this.db.insert(storedFiles).values({
      platformId: input.platformId,
      key,
      purpose: 'submission',
      status: 'stored',
      name: input.name,
      size: input.bytes.length,
      contentType: input.contentType,
      presentationId: input.presentationId,
      area: input.area,
      storedAt: new Date(this.clock.now()),
    });
  }

  /** Is this a profile photo from before the registry (served publicly, found on disk)? */
  isLegacyPhoto(key: string): boolean {
    return isLegacyPhotoKey(key);
  }

  /** Stores a public image (a profile photo) and answers its lasting address. */
  async savePublicImage(platformId: number, bytes: Buffer, extension: 'jpg' | 'png'): Promise<string> {
    return this.savePublicFile(platformId, {
      purpose: 'profile',
      name: `photo.${extension}`,
      bytes,
      contentType: extension === 'png' ? 'image/png' : 'image/jpeg',
    });
  }

  /**
   * Stores a file anyone of the event may fetch (a profile photo, a stand's document) and
   * answers its lasting address; the registry records it like every stored file.
   */
  async savePublicFile(
    platformId: number,
    file: { purpose: 'profile' | 'stand-document'; name: string; bytes: Buffer; contentType: string },
  ): Promise<string> {
    const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1]?.toLowerCase() ?? 'bin';
    const key = `e${platformId}/${file.purpose === 'profile' ? 'profile' : 'stands'}/${randomUUID()}.${extension}`;
    await this.storage.put(key, file.bytes, file.contentType);
    await this.db.insert(storedFiles).values({
      platformId,
      key,
      purpose: file.purpose,
      status: 'stored',
      name: file.name,
      size: file.bytes.length,
      contentType: file.contentType,
      storedAt: new Date(this.clock.now()),
    });
    return this.blobAddress(key);
  }

  /**
   * Deletes a public image this server stored (a replaced photo). Anything else (an address
   * elsewhere, a key of another event) is left alone; one already gone is not an error.
   */
  async removePublicImage(platformId: number, uri: string | null | undefined): Promise<boolean> {
    const key = uri ? keyOfAddress(uri, this.publicUrl) : null;
    if (!key) return false;
    if (this.isLegacyPhoto(key)) {
      await this.storage.remove(key);
      return true;
    }
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.key, key), eq(storedFiles.platformId, platformId), eq(storedFiles.purpose, 'profile')));
    if (!row) return false;
    await this.remove([row]);
    return true;
  }

  /**
   * Compares registry and storage: every stored file exists with its recorded size; objects
   * no row names are orphans (except profile photos from before the registry that a profile
   * still shows); uploads begun and left past their address's expiry are abandoned. With
   * `remove`, orphans and abandoned uploads are deleted.
   */
  verify(options: { remove: boolean }): Promise<VerifyReport> {
    const { db, storage, clock, publicUrl } = this;
    return verifyStorage({ db, storage, clock, publicUrl, remove: (rows) => this.remove(rows) }, options);
  }

  /** How many files and bytes the registry holds, per purpose (the CLI's list). */
  summary() {
    return storedSummary(this.db);
  }
}
