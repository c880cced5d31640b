import { z } from 'zod';
import { ZId } from './common.ts';
import {
  DEFAULT_UPLOAD_MAX_MEGABYTES,
  PERMISSION_ANSWER_KEY,
  PERMISSION_ANSWER_PATH,
  PERMISSION_QUESTIONS,
  PERMISSION_REQUIREMENT_KEY,
  PERMISSION_TEXT_KEY,
  type TAnswerKey,
  type TPermissionQuestion,
  type TRequirementKey,
  UPLOAD_AREAS,
  UPLOAD_MAX_MEGABYTES_LIMIT,
} from './rules/submit.ts';

/**
 * The submission area (spec 3 §2 "Submission screens", §3 "Submit settings" and
 * "Presentation (submit view)", §4 "Upload answers" and "File upload", §5 "Upload", §7).
 */

export const ZAnswerPath = z.enum(Object.values(PERMISSION_ANSWER_PATH) as [string, ...string[]]);

const text = z.string().max(20_000);
const flag = z.boolean();

function questionShape() {
  const shape: Record<string, z.ZodType> = {};
  for (const question of PERMISSION_QUESTIONS) {
    shape[`request${question}`] = flag;
    shape[`request${question}ForAllPresentations`] = flag;
    shape[PERMISSION_TEXT_KEY[question]] = text;
    shape[`${PERMISSION_TEXT_KEY[question]}Fr`] = text;
  }
  return shape as Record<
    `request${TPermissionQuestion}` | `request${TPermissionQuestion}ForAllPresentations`,
    z.ZodBoolean
  > &
    Record<
      (typeof PERMISSION_TEXT_KEY)[TPermissionQuestion] | `${(typeof PERMISSION_TEXT_KEY)[TPermissionQuestion]}Fr`,
      z.ZodString
    >;
}

/**
 * spec 3 §3 "Submit settings" of one event. Organiser texts carry a French variant (`…Fr`,
 * English is the fallback); `maxUploadMegabytes` bounds every submitted file.
 */
export const ZSubmitSettings = z.object({
  open: flag,
  closedText: text,
  closedTextFr: text,
  submitFileUploadInstructionText: text,
  submitFileUploadInstructionTextFr: text,
  enableAudioUpload: flag,
  enableAdditionalUpload: flag,
  maxUploadMegabytes: z.number().int().min(1).max(UPLOAD_MAX_MEGABYTES_LIMIT),
  ...questionShape(),
});
export type TSubmitSettings = z.infer<typeof ZSubmitSettings>;
export const ZStoredSubmitSettings = ZSubmitSettings.partial();
export type TStoredSubmitSettings = z.infer<typeof ZStoredSubmitSettings>;

export const SUBMIT_SETTINGS_DEFAULTS: TSubmitSettings = {
  open: true,
  closedText: '',
  closedTextFr: '',
  submitFileUploadInstructionText: '',
  submitFileUploadInstructionTextFr: '',
  enableAudioUpload: false,
  enableAdditionalUpload: false,
  maxUploadMegabytes: DEFAULT_UPLOAD_MAX_MEGABYTES,
  ...(Object.fromEntries(
    PERMISSION_QUESTIONS.flatMap((q) => [
      [`request${q}`, false],
      [`request${q}ForAllPresentations`, false],
      [PERMISSION_TEXT_KEY[q], ''],
      [`${PERMISSION_TEXT_KEY[q]}Fr`, ''],
    ]),
  ) as Omit<
    TSubmitSettings,
    | 'open'
    | 'closedText'
    | 'closedTextFr'
    | 'submitFileUploadInstructionText'
    | 'submitFileUploadInstructionTextFr'
    | 'enableAudioUpload'
    | 'enableAdditionalUpload'
    | 'maxUploadMegabytes'
  >),
};

export function resolveSubmitSettings(stored: TStoredSubmitSettings | null | undefined): TSubmitSettings {
  const defined = Object.fromEntries(Object.entries(stored ?? {}).filter(([, v]) => v !== undefined));
  return { ...SUBMIT_SETTINGS_DEFAULTS, ...defined };
}

/**
 * Parses one `submit.key=value` assignment of the settings CLI into partial submit settings,
 * typed by the schema.
 */
export function parseSubmitSettingAssignment(key: string, raw: string): TStoredSubmitSettings {
  const shape = ZSubmitSettings.shape as Record<string, z.ZodType>;
  const field = shape[key];
  if (!field)
    throw new Error(
      `unknown setting "submit.${key}" (one of ${Object.keys(shape)
        .map((k) => `submit.${k}`)
        .join(', ')})`,
    );
  let value: unknown = raw;
  if (field instanceof z.ZodBoolean) {
    const v = raw.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(v)) value = true;
    else if (['false', '0', 'no'].includes(v)) value = false;
    else throw new Error(`submit.${key} must be true or false`);
  } else if (field instanceof z.ZodNumber) {
    value = Number(raw);
    if (raw.trim() === '' || Number.isNaN(value)) throw new Error(`submit.${key} must be a number`);
  }
  const result = field.safeParse(value);
  if (!result.success) throw new Error(`submit.${key}: ${result.error.issues[0]?.message ?? 'invalid value'}`);
  return { [key]: result.data } as TStoredSubmitSettings;
}

export const ZUploadArea = z.enum(UPLOAD_AREAS);

/** One stored file of a presentation, as the dialog lists it. */
export const ZSubmittedFile = z.object({
  area: ZUploadArea,
  /** The name the speaker gave it (spec: orgFileName). */
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  /** Where to read it: a signed address, valid for a few hours. */
  uri: z.string(),
  uploadedAt: z.string(),
});
export type TSubmittedFile = z.infer<typeof ZSubmittedFile>;

const requirementShape = Object.fromEntries(
  Object.values(PERMISSION_REQUIREMENT_KEY).map((key) => [key, z.boolean()]),
) as Record<TRequirementKey, z.ZodBoolean>;
const answerShape = Object.fromEntries(
  Object.values(PERMISSION_ANSWER_KEY).map((key) => [key, z.boolean().nullable()]),
) as Record<TAnswerKey, z.ZodNullable<z.ZodBoolean>>;

/** spec 3 §3 "Presentation (submit view)". */
export const ZSubmitPresentation = z.object({
  id: z.number().int(),
  internalCode: z.string(),
  title: z.string(),
  speakerName: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  order: z.number().int(),
  isAPoster: z.boolean(),
  session: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  presentationFileUri: z.string().nullable(),
  posterUploadUri: z.string().nullable(),
  audioFileUri: z.string().nullable(),
  /** Beyond the spec: the abstract the player offers for download when the event allows it. */
  abstractFileUri: z.string().nullable(),
  additionalUploadFileUris: z.array(z.string()),
  /** Beyond the spec: name, size and type of each file, so the dialog need not ask each address. */
  files: z.array(ZSubmittedFile),
  /** May the caller change anything (false: the session list's view-only mode). */
  canEdit: z.boolean(),
  ...requirementShape,
  ...answerShape,
});
export type TSubmitPresentation = z.infer<typeof ZSubmitPresentation>;

/** spec 3 §2: a row of the session list, with its presentations. */
export const ZSubmitSession = z.object({
  id: z.number().int(),
  title: z.string(),
  room: z.string(),
  start: z.string(),
  end: z.string(),
  presentations: z.array(ZSubmitPresentation),
});
export type TSubmitSession = z.infer<typeof ZSubmitSession>;

export const ZSubmitListQuery = z.object({
  posters: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ZSubmitPresentationParams = z.object({ platformId: ZId, id: ZId });
export const ZSubmitAnswerParams = z.object({ platformId: ZId, id: ZId, answer: ZAnswerPath });

/** An original file name: no folders, no control characters. */
export const ZOriginalFileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(
    (name) => ![...name].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
    'a file name without folders or control characters',
  );

export const ZUploadTokenQuery = z.object({
  orgFileName: ZOriginalFileName,
  type: ZUploadArea,
  /** Beyond the spec: the size the browser will send; refused at once when over the limit. */
  size: z.coerce.number().int().nonnegative().optional(),
});

/** spec 3 §7: where to PUT the bytes (sasUri) and where they will live (blobUri). */
export const ZUploadToken = z.object({
  sasUri: z.string(),
  blobUri: z.string(),
  /** Headers the PUT must carry, if any. */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
});
export type TUploadToken = z.infer<typeof ZUploadToken>;

export const ZRegisterQuery = z.object({ type: ZUploadArea });
export const ZRegisterBody = z.object({ blobUri: z.string().min(1).max(2000) });
export const ZRemoveFileQuery = z.object({ orgFileName: ZOriginalFileName, type: ZUploadArea });
export const ZAnswerQuery = z.object({
  value: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
