import { z } from 'zod';
import { ZId } from './common.ts';
import { BIOGRAPHY_MAX, PROFILE_NAME_MAX, PROFILE_TEXT_MAX } from './limits.ts';

/** Roles an organiser gives from the command line (issue: `user add --role`). */
export const USER_ROLES = ['attendee', 'speaker', 'moderator', 'admin', 'report-viewer', 'submitter'] as const;
export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;

/** Moderator scopes (DESIGN: Roles); `platform` and `lounge` have no entity id. */
export const MODERATOR_SCOPES = ['platform', 'lounge', 'session', 'presentation', 'sponsor', 'sponsor_lounge'] as const;
export type TModeratorScope = (typeof MODERATOR_SCOPES)[number];

/** spec 1 §3.2: the current platform user. */
export const ZPlatformUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  organisation: z.string(),
  jobTitle: z.string(),
  town: z.string(),
  country: z.string(),
  biography: z.string(),
  photoUri: z.string(),
  businessCardImageUri: z.string(),
  businessCardImageClickUri: z.string(),
  isSpeaker: z.boolean(),
  isModerator: z.boolean(),
  accepted: z.boolean().nullable(),
  ureventRef: z.string(),
  /** Left out of the all-participants directory at one's own wish (speakers stay on the speakers page). */
  hideFromDirectory: z.boolean(),
});
export type TPlatformUser = z.infer<typeof ZPlatformUser>;

/** GET /users/{userId} of someone else: no email, no consent answer, no reference. */
export const ZPublicUser = ZPlatformUser.omit({ accepted: true, ureventRef: true, hideFromDirectory: true });

export const ZUserParams = z.object({ platformId: ZId, userId: ZId });

const profileText = z.string().trim().max(PROFILE_TEXT_MAX);
/** A name is plain text (shown escaped everywhere), never empty once trimmed. */
const profileName = z.string().trim().min(1).max(PROFILE_NAME_MAX);

/** spec 1 §3.7 profile update; `accepted` true or false (spec 1 §4.6). */
export const ZProfileUpdate = z.object({
  userId: ZId.optional(),
  /** Left out: the name stays as it is. */
  firstName: profileName.optional(),
  lastName: profileName.optional(),
  organisation: profileText.default(''),
  jobTitle: profileText.default(''),
  country: profileText.default(''),
  biography: z.string().max(BIOGRAPHY_MAX).default(''),
  accepted: z.boolean().nullable().optional(),
  /** Left out: unchanged. */
  hideFromDirectory: z.boolean().optional(),
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

export const ZUploadQuery = z.object({ type: z.literal('profile'), id: ZId });
export const ZUploadResult = z.object({ photoUri: z.string() });

export const ZModeratorCheckParams = z.object({ platformId: ZId, id: ZId });
export const ZBooleanAnswer = z.boolean();

/**
 * The role-only areas the caller may use, answered by the same gates their routes apply: the
 * drawer shows these entries only when the answer says so (issue: no dead-end menu entries).
 */
export const ZAreaAccess = z.object({
  /** The submission area (speakers, submitters, organisers). */
  submission: z.boolean(),
  /** The reports (report viewers, organisers). */
  reports: z.boolean(),
  /** Programme administration (organisers). */
  administration: z.boolean(),
});
export type TAreaAccess = z.infer<typeof ZAreaAccess>;
