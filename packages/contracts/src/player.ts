import { z } from 'zod';
import { ZEngagement } from './engagement.ts';
import { ZProgrammePresentation, ZProgrammeSessionDetail } from './programme.ts';
import { ZQuestion } from './questions.ts';

/**
 * The session and presentation player (spec 2 §2.8, §3 "Session or programme item",
 * "Presentation item", §7 `sessions/{id}`, `presentation`, `eaorelated`). The programme's
 * session detail, with what the player adds: the content addresses, the drawer's switches,
 * the engagement figures, and the caller's moderation and questions.
 */

const ZQueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * `check=true`: the caller asks to be treated as a moderator (honoured only for real ones:
 * `isModerator` says which); `noq=true`: without the questions.
 */
export const ZPlayerQuery = z.object({ check: ZQueryFlag, noq: ZQueryFlag });

/** A presentation as the player shows it: its files (signed addresses), figures and state. */
export const ZPlayerPresentation = ZProgrammePresentation.required({ description: true }).extend({
  sessionId: z.number().int(),
  isPresentation: z.literal(true),
  /** Running now (its own times, else its session's). */
  isLive: z.boolean(),
  internalCode: z.string(),
  /**
   * spec 2 §3 "Presentation item (player)": the speaker's profile photo; empty when there is
   * none, and when an organiser's `speakerNameOverride` names someone else than the account.
   */
  speakerPhotoUri: z.string(),
  /** The slides (PDF or pptx), the poster (PDF or image), the recorded audio: null when none. */
  presentationFileUri: z.string().nullable(),
  posterUploadUri: z.string().nullable(),
  audioFileUri: z.string().nullable(),
  abstractFileUri: z.string().nullable(),
  /** It has a file to show. */
  hasContent: z.boolean(),
  ...ZEngagement.shape,
});
export type TPlayerPresentation = z.infer<typeof ZPlayerPresentation>;

/** GET /sessions/{id}: the player's session. */
export const ZPlayerSession = ZProgrammeSessionDetail.omit({ presentations: true }).extend({
  isPresentation: z.literal(false),
  thumbnailUri: z.string(),
  isExternalContentSession: z.boolean(),
  enableAuthorisationForComments: z.boolean(),
  externalVotingUri: z.string(),
  externalTranslationUri: z.string(),
  activeSpeakerId: z.number().int().nullable(),
  activeSpeakerName: z.string(),
  ...ZEngagement.shape,
  /** The caller moderates this session (only when asked with check=true; false for visitors). */
  isModerator: z.boolean(),
  /** The questions the caller may see (absent with noq=true, and for visitors). */
  questions: z.array(ZQuestion).optional(),
  presentations: z.array(ZPlayerPresentation),
});
export type TPlayerSession = z.infer<typeof ZPlayerSession>;

/** GET /sessions/{id}/presentation/{presId}: one presentation in its session. */
export const ZPlayerPresentationPage = ZPlayerPresentation.extend({
  /** The caller moderates this presentation (asked with check=true). */
  isModerator: z.boolean(),
  session: ZPlayerSession.omit({ questions: true, presentations: true, isModerator: true }),
  /** The other presentations of the session, in order (for the previous/next links). */
  siblings: z.array(z.object({ id: z.number().int(), title: z.string(), isAPoster: z.boolean() })),
});
export type TPlayerPresentationPage = z.infer<typeof ZPlayerPresentationPage>;

/** GET /sessions/{id}/eaorelated: sessions sharing theme, keywords or speakers, best first. */
export const ZRelatedQuery = z.object({ isPresentation: ZQueryFlag });
export const ZRelatedSession = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  roomName: z.string(),
  theme: z.string(),
  thumbnailUri: z.string(),
  speakers: z.array(z.string()),
  isLive: z.boolean(),
  /** Why it is related: shared keywords, the same theme, shared speakers. */
  sharedKeywords: z.array(z.string()),
  sameTheme: z.boolean(),
  sharedSpeakers: z.array(z.string()),
});
export type TRelatedSession = z.infer<typeof ZRelatedSession>;
/** At most this many related sessions. */
export const RELATED_SESSIONS_MAX = 12;
