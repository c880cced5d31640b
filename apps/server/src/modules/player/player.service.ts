import {
  RELATED_SESSIONS_MAX,
  type TEngagement,
  type TPlayerPresentation,
  type TPlayerPresentationPage,
  type TPlayerSession,
  type TProgrammeSessionDetail,
  type TRelatedSession,
} from '@atrium/contracts';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EngagementService } from '../engagement/engagement.service.ts';
import type { FilesService, StoredFileRow } from '../files/files.service.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import { isLive, type ModelSession } from '../programme/programme.model.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import type { QuestionsService } from '../questions/questions.service.ts';

type PageFigures = Awaited<ReturnType<EngagementService['ofPage']>>;

const NO_ENGAGEMENT: TEngagement = { views: 0, likes: 0, rating: null, numOfRatings: 0, liked: false, myRating: null };

/** How much two sessions have in common: shared keywords weigh most, then speakers, then the theme. */
function relatedness(a: ModelSession, b: ModelSession) {
  const keywords = new Set(a.row.keywords.map((k) => k.toLowerCase()));
  const sharedKeywords = b.row.keywords.filter((k) => keywords.has(k.toLowerCase()));
  const speakers = new Set(a.speakerNames);
  const sharedSpeakers = b.speakerNames.filter((n) => speakers.has(n));
  const sameTheme = a.row.theme !== '' && a.row.theme === b.row.theme;
  return {
    score: sharedKeywords.length * 3 + sharedSpeakers.length * 2 + (sameTheme ? 1 : 0),
    sharedKeywords,
    sharedSpeakers,
    sameTheme,
  };
}

/**
 * The player's reads (spec 2 §2.8, §7): one session or presentation with everything its page
 * shows, built from the programme's model, the stored files, the engagement figures and the
 * questions. What a caller may see is decided here: moderation only for real moderators, the
 * caller's own like and rating, questions only for signed-in users.
 */
export class PlayerService {
  constructor(
    private readonly programme: ProgrammeService,
    private readonly engagement: EngagementService,
    private readonly questions: QuestionsService,
    private readonly files: FilesService,
    private readonly clock: Clock,
  ) {}

  private async presentations(
    session: ModelSession,
    detail: TProgrammeSessionDetail,
    page: Promise<PageFigures>,
  ): Promise<TPlayerPresentation[]> {
    const ids = session.presentations.map((p) => p.id);
    const [files, { presentations: figures }] = await Promise.all([this.files.ofPresentations(ids), page]);
    const filesOf = new Map<number, StoredFileRow[]>();
    for (const file of files) {
      const list = filesOf.get(file.presentationId as number) ?? [];
      list.push(file);
      filesOf.set(file.presentationId as number, list);
    }
    const now = this.clock.now();
    return detail.presentations.map((p) => {
      const own = filesOf.get(p.id) ?? [];
      const uriOf = (area: string) => {
        const file = own.findLast((f) => f.area === area);
        return file ? this.files.readAddress(file) : null;
      };
      const model = session.presentations.find((m) => m.id === p.id);
      const startsAt = p.start ? Date.parse(p.start) : session.startsAt;
      const endsAt = p.end ? Date.parse(p.end) : session.endsAt;
      const presentationFileUri = uriOf('presentation');
      const posterUploadUri = uriOf('poster');
      const audioFileUri = uriOf('audio');
      return {
        ...p,
        sessionId: session.id,
        isPresentation: true as const,
        isLive: isLive({ startsAt, endsAt }, now),
        internalCode: model?.internalCode ?? '',
        speakerPhotoUri: p.speakerNameOverride.trim() ? '' : (model?.speaker?.photoUri ?? ''),
        presentationFileUri,
        posterUploadUri,
        audioFileUri,
        abstractFileUri: uriOf('abstract'),
        hasContent: Boolean(presentationFileUri || posterUploadUri || audioFileUri),
        ...(figures.get(p.id) ?? NO_ENGAGEMENT),
      };
    });
  }

  private async sessionPart(session: ModelSession, detail: TProgrammeSessionDetail, page: Promise<PageFigures>) {
    const people = [
      ...session.moderators,
      ...session.speakerPeople,
      ...session.presentations.flatMap((p) => p.speaker ?? []),
    ];
    const active = session.row.activeSpeakerId;
    const { presentations: _, ...rest } = detail;
    return {
      ...rest,
      isPresentation: false as const,
      thumbnailUri: session.row.thumbnailUri,
      isExternalContentSession: session.row.externalContentUri !== '',
      enableAuthorisationForComments: session.row.enableAuthorisationForComments,
      externalVotingUri: session.row.externalVotingUri,
      externalTranslationUri: session.row.externalTranslationUri,
      activeSpeakerId: active,
      activeSpeakerName: people.find((p) => p.id === active)?.name ?? '',
      ...(await page).session,
    };
  }

  /** GET /sessions/{id}?check=&noq= */
  async session(
    platform: PlatformRecord,
    userId: number | null,
    sessionId: number,
    q: { check: boolean; noq: boolean },
  ): Promise<TPlayerSession> {
    const session = await this.programme.session(platform, sessionId);
    // Made once per request: its rich text is sanitised as it is made.
    const detail = await this.programme.sessionDetail(platform, sessionId);
    const isModerator =
      userId !== null && q.check && (await this.questions.isModerator(platform, userId, sessionId, null));
    const page = this.engagement.ofPage(session.id, userId);
    const [part, presentations, questions] = await Promise.all([
      this.sessionPart(session, detail, page),
      this.presentations(session, detail, page),
      userId === null || q.noq ? undefined : this.questions.list(platform, userId, sessionId, { check: isModerator }),
    ]);
    return { ...part, isModerator, presentations, ...(questions ? { questions } : {}) };
  }

  /** GET /sessions/{id}/presentation/{presId}?check= */
  async presentation(
    platform: PlatformRecord,
    userId: number | null,
    sessionId: number,
    presentationId: number,
    q: { check: boolean },
  ): Promise<TPlayerPresentationPage> {
    const session = await this.programme.session(platform, sessionId);
    if (!session.presentations.some((p) => p.id === presentationId)) throw notFound('Presentation not found');
    const detail = await this.programme.sessionDetail(platform, sessionId);
    const isModerator =
      userId !== null && q.check && (await this.questions.isModerator(platform, userId, sessionId, presentationId));
    const page = this.engagement.ofPage(session.id, userId);
    const [part, presentations] = await Promise.all([
      this.sessionPart(session, detail, page),
      this.presentations(session, detail, page),
    ]);
    const presentation = presentations.find((p) => p.id === presentationId) as TPlayerPresentation;
    return {
      ...presentation,
      isModerator,
      session: part,
      siblings: presentations.map((p) => ({ id: p.id, title: p.title, isAPoster: p.isAPoster })),
    };
  }

  /** GET /sessions/{id}/eaorelated: when the event enables the tab; best first, then the soonest. */
  async related(platform: PlatformRecord, sessionId: number): Promise<TRelatedSession[]> {
    const session = await this.programme.session(platform, sessionId);
    if (!platform.settings.enableRelatedSessionsTab) return [];
    const model = await this.programme.model(platform);
    const now = this.clock.now();
    return model.sessions
      .filter((other) => other.id !== session.id)
      .map((other) => ({ other, ...relatedness(session, other) }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.other.startsAt - b.other.startsAt || a.other.id - b.other.id)
      .slice(0, RELATED_SESSIONS_MAX)
      .map(({ other, sharedKeywords, sharedSpeakers, sameTheme }) => ({
        id: other.id,
        title: other.row.title,
        start: other.start,
        end: other.end,
        roomName: other.roomName,
        theme: other.row.theme,
        thumbnailUri: other.row.thumbnailUri,
        speakers: other.speakerNames,
        isLive: isLive(other, now),
        sharedKeywords,
        sameTheme,
        sharedSpeakers,
      }));
  }
}
