import {
  areaAcceptsName,
  displayName,
  PERMISSION_ANSWER_KEY,
  PERMISSION_ANSWER_PATH,
  PERMISSION_QUESTIONS,
  PERMISSION_REQUIREMENT_KEY,
  resolveSubmitSettings,
  SINGLE_FILE_AREAS,
  type TPermissionQuestion,
  type TSubmitPresentation,
  type TSubmitSession,
  type TSubmitSettings,
  type TUploadArea,
  type TUploadToken,
  UPLOAD_AREA_TYPES,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { FilesService, StoredFileRow } from '../files/files.service.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import { type SubmitPresentationRow, SubmitRepository } from './submit.repository.ts';

/** Who is asking, as the submission area needs it. */
export interface Submitter {
  userId: number;
  /** Organisers and submitters act on every presentation of the event; speakers on their own. */
  actsForAll: boolean;
}

const MEGABYTE = 1024 * 1024;

/** Messages naming what each area accepts (spec 3 §5). */
const AREA_LABELS: Record<TUploadArea, string> = {
  presentation: 'a PowerPoint (.ppt, .pptx) or PDF file',
  poster: 'a PowerPoint (.ppt, .pptx), PDF, JPEG or PNG file',
  audio: 'an MP3 file',
  abstract: 'a PDF, Word (.docx) or text (.txt) file',
  other: 'a file',
};

/** Which question an answer path sets. */
const QUESTION_OF_PATH = new Map(
  PERMISSION_QUESTIONS.map((question) => [PERMISSION_ANSWER_PATH[question], question] as const),
);

/** Is the question asked for this presentation: asked for all, or asked and flagged on it. */
function isRequired(settings: TSubmitSettings, row: SubmitPresentationRow, question: TPermissionQuestion): boolean {
  if (!settings[`request${question}`]) return false;
  return settings[`request${question}ForAllPresentations`] || row.requirements.includes(question);
}

/**
 * The submission area (spec 3): who may submit what, the upload flow over the file storage
 * (token → the browser's PUT → register, remove), and the permission answers.
 */
export class SubmitService {
  private readonly repo: SubmitRepository;

  constructor(
    db: Db,
    private readonly files: FilesService,
  ) {
    this.repo = new SubmitRepository(db);
  }

  settings(platform: PlatformRecord): TSubmitSettings {
    return resolveSubmitSettings(platform.stored.submit);
  }

  /** The presentations (or posters) the caller may submit for, with their files. */
  async presentations(platform: PlatformRecord, who: Submitter, posters: boolean): Promise<TSubmitPresentation[]> {
    const rows = await this.repo.list(platform.id, { posters, speakerId: who.actsForAll ? undefined : who.userId });
    return this.present(platform, rows, true);
  }

  /**
   * The sessions with presentations, view only (spec 3 §2): every session for organisers and
   * submitters; for a speaker, the sessions they present in, with their own presentations.
   */
  async sessions(platform: PlatformRecord, who: Submitter): Promise<TSubmitSession[]> {
    const rows = await this.repo.list(platform.id, {
      posters: false,
      speakerId: who.actsForAll ? undefined : who.userId,
    });
    const presented = await this.present(platform, rows, false);
    const sessions = new Map<number, TSubmitSession>();
    rows.forEach((row, index) => {
      let session = sessions.get(row.sessionId);
      if (!session) {
        session = {
          id: row.sessionId,
          title: row.sessionTitle,
          room: row.roomName ?? '',
          start: row.sessionStartsAt.toISOString(),
          end: row.sessionEndsAt.toISOString(),
          presentations: [],
        };
        sessions.set(row.sessionId, session);
      }
      session.presentations.push(presented[index] as TSubmitPresentation);
    });
    return [...sessions.values()];
  }

  /** The presentation, if the caller may submit for it: 404 outside the event, 403 someone else's. */
  private async editable(platform: PlatformRecord, who: Submitter, id: number): Promise<SubmitPresentationRow> {
    const row = await this.repo.byId(platform.id, id);
    if (!row) throw notFound('No such presentation in this event');
    if (!who.actsForAll && row.speakerId !== who.userId) throw forbidden('This presentation is not yours');
    return row;
  }

  /**
   * The settings and the presentation a change is about: refused while submission is closed
   * (except to organisers and submitters), and unless the caller may submit for it.
   */
  private async changing(platform: PlatformRecord, who: Submitter, id: number) {
    const settings = this.settings(platform);
    if (!settings.open && !who.actsForAll) throw forbidden('Submission is closed');
    return { settings, row: await this.editable(platform, who, id) };
  }

  /** The area a file of this type goes to on this presentation, or a 400 naming `type`. */
  private checkArea(settings: TSubmitSettings, row: SubmitPresentationRow, area: TUploadArea) {
    const main: TUploadArea = row.isPoster ? 'poster' : 'presentation';
    if (area === 'presentation' || area === 'poster') {
      if (area !== main)
        throw badRequest(`type: a ${row.isPoster ? 'poster' : 'presentation'} takes type=${main}`, 'type');
      return;
    }
    if (area === 'audio' && !(settings.enableAudioUpload && row.isPoster))
      throw badRequest('type: audio files are not collected for this presentation', 'type');
    if ((area === 'other' || area === 'abstract') && !settings.enableAdditionalUpload)
      throw badRequest(
        `type: ${area === 'other' ? 'additional files' : 'abstracts'} are not collected for this event`,
        'type',
      );
  }

  /** Every required question must be answered before files are handed in (spec 3 §4). */
  private ensureAnswered(settings: TSubmitSettings, row: SubmitPresentationRow) {
    const open = PERMISSION_QUESTIONS.filter(
      (q) => isRequired(settings, row, q) && typeof row.answers[PERMISSION_ANSWER_KEY[q]] !== 'boolean',
    );
    if (open.length > 0) throw conflict(`Answer the permission questions first (${open.join(', ')})`);
  }

  private maxBytes(settings: TSubmitSettings): number {
    return settings.maxUploadMegabytes * MEGABYTE;
  }

  async token(
    platform: PlatformRecord,
    who: Submitter,
    id: number,
    query: { orgFileName: string; type: TUploadArea; size?: number },
  ): Promise<TUploadToken> {
    const { settings, row } = await this.changing(platform, who, id);
    this.checkArea(settings, row, query.type);
    this.ensureAnswered(settings, row);
    if (!areaAcceptsName(query.type, query.orgFileName))
      throw badRequest(`orgFileName: this area takes ${AREA_LABELS[query.type]}`, 'orgFileName');
    const maxBytes = this.maxBytes(settings);
    if (query.size !== undefined && query.size > maxBytes)
      throw new HttpError(413, 'too_large', `The file is larger than the limit of ${settings.maxUploadMegabytes} MB`, [
        { path: 'size', message: `at most ${maxBytes} bytes` },
      ]);
    const begun = await this.files.beginUpload({
      platformId: platform.id,
      presentationId: row.id,
      area: query.type,
      name: query.orgFileName,
      ownerUserId: who.userId,
      maxBytes,
      size: query.size,
    });
    return {
      sasUri: begun.target.url,
      blobUri: begun.blobUri,
      headers: begun.target.headers,
      expiresAt: begun.target.expiresAt.toISOString(),
      maxBytes,
    };
  }

  /** Registers an uploaded file once checked; it replaces the one before in a single-file area. */
  async register(
    platform: PlatformRecord,
    who: Submitter,
    id: number,
    area: TUploadArea,
    blobUri: string,
  ): Promise<TSubmitPresentation> {
    const { settings, row } = await this.changing(platform, who, id);
    this.checkArea(settings, row, area);
    const pending = await this.files.pendingUpload(platform.id, row.id, area, blobUri);
    if (!pending) throw badRequest('blobUri: not an upload address of this presentation and type', 'blobUri');
    const types = UPLOAD_AREA_TYPES[area];
    const stored = await this.files.confirmUpload(
      pending,
      { mimeTypes: types?.mimeTypes ?? null, label: AREA_LABELS[area] },
      this.maxBytes(settings),
    );
    if (SINGLE_FILE_AREAS.includes(area)) {
      const before = (await this.files.ofPresentations([row.id])).filter((f) => f.area === area && f.id !== stored.id);
      await this.files.remove(before);
    }
    if (area === 'poster') await this.files.refreshPosterPreview(platform.id, row.id);
    return this.one(platform, row);
  }

  /** Removes the file of that name from the area (spec 3 §4: removal and revert). */
  async remove(
    platform: PlatformRecord,
    who: Submitter,
    id: number,
    area: TUploadArea,
    name: string,
  ): Promise<TSubmitPresentation> {
    const { row } = await this.changing(platform, who, id);
    const matching = (await this.files.ofPresentations([row.id])).filter((f) => f.area === area && f.name === name);
    if (matching.length === 0) throw notFound(`No ${area} file named ${name} on this presentation`);
    await this.files.remove(matching);
    if (area === 'poster') await this.files.refreshPosterPreview(platform.id, row.id);
    return this.one(platform, row);
  }

  async answer(
    platform: PlatformRecord,
    who: Submitter,
    id: number,
    path: string,
    value: boolean,
  ): Promise<TSubmitPresentation> {
    const { settings, row } = await this.changing(platform, who, id);
    const question = QUESTION_OF_PATH.get(path as (typeof PERMISSION_ANSWER_PATH)[TPermissionQuestion]);
    if (!question) throw notFound();
    if (!isRequired(settings, row, question))
      throw badRequest(`answer: this question is not asked for this presentation`, 'answer');
    await this.repo.setAnswer(row.id, PERMISSION_ANSWER_KEY[question], value);
    return this.one(platform, row);
  }

  private async one(platform: PlatformRecord, row: SubmitPresentationRow): Promise<TSubmitPresentation> {
    const fresh = (await this.repo.byId(platform.id, row.id)) ?? row;
    const [presented] = await this.present(platform, [fresh], true);
    return presented as TSubmitPresentation;
  }

  private async present(
    platform: PlatformRecord,
    rows: SubmitPresentationRow[],
    canEdit: boolean,
  ): Promise<TSubmitPresentation[]> {
    const settings = this.settings(platform);
    const files = await this.files.ofPresentations(rows.map((r) => r.id));
    const byPresentation = new Map<number, StoredFileRow[]>();
    for (const file of files) {
      const list = byPresentation.get(file.presentationId as number) ?? [];
      list.push(file);
      byPresentation.set(file.presentationId as number, list);
    }
    return rows.map((row) => {
      const own = byPresentation.get(row.id) ?? [];
      const uriOf = (area: TUploadArea) => {
        const file = own.findLast((f) => f.area === area);
        return file ? this.files.readAddress(file) : null;
      };
      const requirements = Object.fromEntries(
        PERMISSION_QUESTIONS.map((q) => [PERMISSION_REQUIREMENT_KEY[q], isRequired(settings, row, q)]),
      ) as Record<(typeof PERMISSION_REQUIREMENT_KEY)[TPermissionQuestion], boolean>;
      const answers = Object.fromEntries(
        PERMISSION_QUESTIONS.map((q) => {
          const value = row.answers[PERMISSION_ANSWER_KEY[q]];
          return [PERMISSION_ANSWER_KEY[q], typeof value === 'boolean' ? value : null];
        }),
      ) as Record<(typeof PERMISSION_ANSWER_KEY)[TPermissionQuestion], boolean | null>;
      const start = row.startsAt ?? (row.isPoster ? null : row.sessionStartsAt);
      const end = row.endsAt ?? (row.isPoster ? null : row.sessionEndsAt);
      return {
        id: row.id,
        internalCode: row.internalCode,
        title: row.title,
        speakerName:
          row.speakerNameOverride || displayName({ firstName: row.speakerFirstName, lastName: row.speakerLastName }),
        start: start?.toISOString() ?? null,
        end: end?.toISOString() ?? null,
        order: row.sortOrder,
        isAPoster: row.isPoster,
        session: { id: row.sessionId, title: row.sessionTitle },
        presentationFileUri: uriOf('presentation'),
        posterUploadUri: uriOf('poster'),
        audioFileUri: uriOf('audio'),
        abstractFileUri: uriOf('abstract'),
        additionalUploadFileUris: own.filter((f) => f.area === 'other').map((f) => this.files.readAddress(f)),
        files: own.map((f) => ({
          area: f.area as TUploadArea,
          name: f.name,
          size: f.size ?? 0,
          contentType: f.contentType,
          uri: this.files.readAddress(f),
          uploadedAt: (f.storedAt ?? f.createdAt).toISOString(),
        })),
        canEdit,
        ...requirements,
        ...answers,
      };
    });
  }
}
