import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * Polls in sessions. A session's moderators (and the event's organisers) prepare polls (a
 * question, 2–10 options, single or multiple choice, optionally anonymous), then open, close and
 * show their results. Attendees of the session vote once while a poll is open and may change
 * their vote until it closes. A poll whose results are held back (`holdResults`) shows them to
 * attendees only once a moderator shows them; otherwise attendees see them live. An anonymous
 * poll never tells anyone (moderators and reports included) who voted for what.
 */

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const POLL_QUESTION_MAX_LENGTH = 300;
export const POLL_OPTION_MAX_LENGTH = 200;
/** Polls one session may hold. */
export const POLLS_PER_SESSION_MAX = 50;

/** draft: prepared, seen only by moderators; open: taking votes; closed: votes kept, none taken. */
export const POLL_STATES = ['draft', 'open', 'closed'] as const;
export type TPollState = (typeof POLL_STATES)[number];

export const ZPollOption = z.object({ id: z.number().int(), text: z.string() });
export type TPollOption = z.infer<typeof ZPollOption>;

/** Votes per option and how many people voted (a multiple-choice vote counts once in `voters`). */
export const ZPollResults = z.object({
  pollId: z.number().int(),
  sessionId: z.number().int(),
  voters: z.number().int().nonnegative(),
  counts: z.array(z.object({ optionId: z.number().int(), votes: z.number().int().nonnegative() })),
});
export type TPollResults = z.infer<typeof ZPollResults>;

export const ZPoll = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  question: z.string(),
  options: z.array(ZPollOption),
  multiple: z.boolean(),
  anonymous: z.boolean(),
  /** Attendees see the results only once a moderator shows them. */
  holdResults: z.boolean(),
  state: z.enum(POLL_STATES),
  /** A moderator showed the results to everyone in the session. */
  resultsShown: z.boolean(),
  /** null when the caller may not see them yet. */
  results: ZPollResults.nullable(),
  /** The caller's choice (empty: no vote yet; always empty in broadcasts). */
  myChoice: z.array(z.number().int()),
  timeStamp: z.string(),
});
export type TPoll = z.infer<typeof ZPoll>;

const trimmed = (max: number, min: number) =>
  z
    .string()
    .max(max * 4)
    .transform((t) => t.trim())
    .refine((t) => t.length >= min, min > 1 ? `must be at least ${min} characters` : 'must not be empty')
    .refine((t) => [...t].length <= max, `may not be greater than ${max} characters`);

/** POST /sessions/{id}/poll and PUT /sessions/{id}/poll/{pollId}: a poll as prepared. */
export const ZNewPoll = z.object({
  question: trimmed(POLL_QUESTION_MAX_LENGTH, 2),
  options: z
    .array(trimmed(POLL_OPTION_MAX_LENGTH, 1))
    .min(POLL_OPTIONS_MIN, `must have at least ${POLL_OPTIONS_MIN} options`)
    .max(POLL_OPTIONS_MAX, `may have at most ${POLL_OPTIONS_MAX} options`),
  multiple: z.boolean().optional().default(false),
  anonymous: z.boolean().optional().default(false),
  holdResults: z.boolean().optional().default(false),
});
export type TNewPoll = z.input<typeof ZNewPoll>;
export type TNewPollParsed = z.output<typeof ZNewPoll>;

export const ZPollParams = z.object({ platformId: ZId, sessionId: ZId, pollId: ZId });

/** POST .../vote: the options chosen (exactly one for a single-choice poll). */
export const ZPollVote = z.object({
  optionIds: z.array(z.number().int()).min(1, 'choose at least one option').max(POLL_OPTIONS_MAX),
});
export type TPollVote = z.infer<typeof ZPollVote>;

/** PUT .../results: show the results to attendees, or hold them back again. */
export const ZPollResultsShown = z.object({ shown: z.boolean() });

/** POLL_REMOVED: a poll deleted. */
export const ZPollRemoved = z.object({ id: z.number().int(), sessionId: z.number().int() });
export type TPollRemoved = z.infer<typeof ZPollRemoved>;

/** GET /report/{sessionId}/polls: each option of each poll of the session, with its votes. */
export const ZPollReport = z.object({
  title: z.string(),
  polls: z.array(
    z.object({
      id: z.number().int(),
      question: z.string(),
      multiple: z.boolean(),
      anonymous: z.boolean(),
      state: z.enum(POLL_STATES),
      voters: z.number().int(),
      options: z.array(
        z.object({
          id: z.number().int(),
          text: z.string(),
          votes: z.number().int(),
          /** Who chose it; always empty for an anonymous poll. */
          voterNames: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type TPollReport = z.infer<typeof ZPollReport>;
