import { z } from 'zod';
import { ZId } from './common.ts';
import { QUESTION_MAX_LENGTH } from './limits.ts';
import { chatTextLength } from './rules/chat.ts';

/**
 * Questions and answers of sessions and presentations (spec 2 §2.8, §3 "Question", §4
 * "Question states"; spec 3 §4 "Question moderation"). A question is unapproved, approved or
 * hidden; a moderator's reply approves its parent. When the session asks for authorisation
 * (`enableAuthorisationForComments`) only approved questions reach non-moderators; otherwise
 * every question not hidden does. Attendees may up-vote approved questions.
 */

/** A reply of a moderator to a question (spec 2 §3: userName, text, timeStamp). */
export const ZQuestionReply = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  userPhotoUri: z.string(),
  text: z.string(),
  timeStamp: z.string(),
});
export type TQuestionReply = z.infer<typeof ZQuestionReply>;

export const ZQuestion = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  /** The presentation the question is about; null for the session itself. */
  presentationId: z.number().int().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  /** Empty after a moderator resets it (spec 3 §4). */
  userPhotoUri: z.string(),
  text: z.string(),
  timeStamp: z.string(),
  isApproved: z.boolean(),
  isHidden: z.boolean(),
  /** Always null: replies are listed under their question. */
  parentId: z.null(),
  replies: z.array(ZQuestionReply),
  /** Up-votes of attendees, and whether the caller gave one (false in broadcasts). */
  votes: z.number().int(),
  voted: z.boolean(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

/** Question or reply text: plain text longer than 1 character, at most QUESTION_MAX_LENGTH. */
const ZQuestionText = z
  .string()
  .max(QUESTION_MAX_LENGTH * 4)
  .refine((t) => chatTextLength(t.trim()) > 1, 'must be longer than 1 character')
  .refine(
    (t) => chatTextLength(t.trim()) <= QUESTION_MAX_LENGTH,
    `may not be greater than ${QUESTION_MAX_LENGTH} characters`,
  );

/**
 * POST /sessions/{id}/question. The spec's client also sends eventCode, eventId, group, isMod,
 * sessionId, userId, userName and userPhotoUri: the server takes them from the token and the
 * path, never from the body (they are accepted and ignored).
 */
export const ZNewQuestion = z.object({
  text: ZQuestionText,
  presentationId: ZId.nullable().optional(),
});
export type TNewQuestion = z.input<typeof ZNewQuestion>;
export type TNewQuestionParsed = z.output<typeof ZNewQuestion>;

/** POST /sessions/{sessionId}/question/{questionId}/reply (the spec's client adds questionId). */
export const ZNewReply = z.object({ text: ZQuestionText });
export type TNewReply = z.input<typeof ZNewReply>;

export const ZQuestionParams = z.object({ platformId: ZId, sessionId: ZId, questionId: ZId });
/** POST /sessions/{id}/question/fromchat/{messageId}: a chat message of the session's group. */
export const ZChatToQuestionParams = z.object({ platformId: ZId, sessionId: ZId, messageId: ZId });

const ZCheckFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * GET /sessions/{id}/questions?check=: `check=true` asks for the moderator view (every question
 * with its state), honoured only for the session's (or presentation's) moderators.
 */
export const ZQuestionsQuery = z.object({ check: ZCheckFlag, presentationId: ZId.optional() });

/** PUT /sessions/{id}/questions/autoapprove. */
export const ZAutoApprove = z.object({ autoApprove: z.boolean() });
export type TAutoApprove = z.infer<typeof ZAutoApprove>;

/** approve-all and hide-all: how many questions changed. */
export const ZQuestionsChanged = z.object({ changed: z.number().int() });

/** POST .../vote: the question's votes after the caller's toggle. */
export const ZQuestionVote = z.object({ id: z.number().int(), votes: z.number().int(), voted: z.boolean() });
export type TQuestionVote = z.infer<typeof ZQuestionVote>;

/** QUESTION_HIDDEN: the question to take out of non-moderators' lists. */
export const ZQuestionHidden = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  presentationId: z.number().int().nullable(),
});
export type TQuestionHidden = z.infer<typeof ZQuestionHidden>;

/** QUESTION_VOTES: a question's vote count changed. */
export type TQuestionVotes = { id: number; sessionId: number; votes: number };
