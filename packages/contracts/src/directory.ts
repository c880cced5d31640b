import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * The participant and speaker directories (spec 2 §2.7, §3 "Platform user (directory)", §4
 * "Participant search", §7 `GET /users?page=`).
 */

/** spec 2 §9: a directory page holds 25 people. */
export const DIRECTORY_PAGE_SIZE = 25;
/** spec 2 §5: a search applies from 3 characters. */
export const DIRECTORY_SEARCH_MIN = 3;

const ZQueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * `GET /users?page=`: `speaker=true` for the speakers page; `search` over name, organisation,
 * town and country (accents and case ignored; shorter than 3 characters it is not applied).
 */
export const ZDirectoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  speaker: ZQueryFlag,
  search: z.string().max(200).optional(),
});
export type TDirectoryQuery = z.input<typeof ZDirectoryQuery>;

/** spec 2 §3 "Platform user (directory)": what a card shows, nothing more. */
export const ZDirectoryPerson = z.object({
  userId: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  organisation: z.string(),
  town: z.string(),
  country: z.string(),
  photoUri: z.string(),
  businessCardImageUri: z.string(),
  /** Sanitised HTML. */
  biography: z.string(),
  isSpeaker: z.boolean(),
  /** Chairs or moderates a session of the programme. */
  isModerator: z.boolean(),
});
export type TDirectoryPerson = z.infer<typeof ZDirectoryPerson>;

export const ZDirectoryPage = z.object({ items: z.array(ZDirectoryPerson), total: z.number().int() });
export type TDirectoryPage = z.infer<typeof ZDirectoryPage>;

/** A session a person speaks in or chairs, or a presentation or poster they give (spec 2 §7 `/users/{id}/?speaker=true`). */
export const ZPersonProgrammeItem = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  title: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  roomName: z.string(),
  /** speaker, moderator (a session's chair), or presenter of a presentation or poster. */
  role: z.enum(['speaker', 'moderator', 'presenter']),
  isPoster: z.boolean(),
});
export type TPersonProgrammeItem = z.infer<typeof ZPersonProgrammeItem>;

export const ZPersonProgramme = z.object({
  sessions: z.array(ZPersonProgrammeItem),
  presentations: z.array(ZPersonProgrammeItem),
});
export type TPersonProgramme = z.infer<typeof ZPersonProgramme>;

export const ZDirectoryPersonParams = z.object({ platformId: ZId, userId: ZId });
