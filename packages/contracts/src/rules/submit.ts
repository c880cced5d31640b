/**
 * The submission area's pure rules (spec 3 §3, §5, §9), shared by server and web without
 * schemas: the permission questions and their names, the file areas and what each accepts, and
 * when opening a file asks first.
 */

/** spec 3 §3: the eight permission questions, in the order the dialog asks them. */
export const PERMISSION_QUESTIONS = [
  'RecordPermission',
  'PublishPermission',
  'ConflictOfInterest',
  'CustomAuthorisation1',
  'CustomAuthorisation2',
  'CustomAuthorisation3',
  'CustomAuthorisation4',
  'CustomAuthorisation5',
] as const;
export type TPermissionQuestion = (typeof PERMISSION_QUESTIONS)[number];

/** The setting holding the text of each question (spec 3 §3). */
export const PERMISSION_TEXT_KEY = {
  RecordPermission: 'recordPermissionText',
  PublishPermission: 'publishPermissionText',
  ConflictOfInterest: 'conflictOfInterestText',
  CustomAuthorisation1: 'customAuthorisation1Text',
  CustomAuthorisation2: 'customAuthorisation2Text',
  CustomAuthorisation3: 'customAuthorisation3Text',
  CustomAuthorisation4: 'customAuthorisation4Text',
  CustomAuthorisation5: 'customAuthorisation5Text',
} as const satisfies Record<TPermissionQuestion, string>;

/** The presentation's requirement flag of each question (spec 3 §3 "Presentation (submit view)"). */
export const PERMISSION_REQUIREMENT_KEY = {
  RecordPermission: 'record',
  PublishPermission: 'publish',
  ConflictOfInterest: 'declareConflictOfInterest',
  CustomAuthorisation1: 'requireCustomAuthorisation1',
  CustomAuthorisation2: 'requireCustomAuthorisation2',
  CustomAuthorisation3: 'requireCustomAuthorisation3',
  CustomAuthorisation4: 'requireCustomAuthorisation4',
  CustomAuthorisation5: 'requireCustomAuthorisation5',
} as const satisfies Record<TPermissionQuestion, string>;
export type TRequirementKey = (typeof PERMISSION_REQUIREMENT_KEY)[TPermissionQuestion];

/** The presentation's answer of each question. */
export const PERMISSION_ANSWER_KEY = {
  RecordPermission: 'authorisedRecordWeb',
  PublishPermission: 'authorisedPublish',
  ConflictOfInterest: 'hasConflictOfInterest',
  CustomAuthorisation1: 'authorisedCustomAuthorisation1',
  CustomAuthorisation2: 'authorisedCustomAuthorisation2',
  CustomAuthorisation3: 'authorisedCustomAuthorisation3',
  CustomAuthorisation4: 'authorisedCustomAuthorisation4',
  CustomAuthorisation5: 'authorisedCustomAuthorisation5',
} as const satisfies Record<TPermissionQuestion, string>;
export type TAnswerKey = (typeof PERMISSION_ANSWER_KEY)[TPermissionQuestion];

/** spec 3 §7: the path segment that sets each answer (`PUT …/submit/presentations/{id}/{segment}?value=`). */
export const PERMISSION_ANSWER_PATH = {
  RecordPermission: 'authoriserecord',
  PublishPermission: 'authorisepublish',
  ConflictOfInterest: 'conflictofinterest',
  CustomAuthorisation1: 'customauthorisation1',
  CustomAuthorisation2: 'customauthorisation2',
  CustomAuthorisation3: 'customauthorisation3',
  CustomAuthorisation4: 'customauthorisation4',
  CustomAuthorisation5: 'customauthorisation5',
} as const satisfies Record<TPermissionQuestion, string>;
/** Largest upload an organiser may allow, and the default (spec: not given; the issue: 500 MB). */
export const UPLOAD_MAX_MEGABYTES_LIMIT = 10_000;
export const DEFAULT_UPLOAD_MAX_MEGABYTES = 500;

/** spec 3 §7: the file areas of a presentation (`type=` of the token, register and delete calls). */
export const UPLOAD_AREAS = ['presentation', 'poster', 'audio', 'abstract', 'other'] as const;
export type TUploadArea = (typeof UPLOAD_AREAS)[number];

/** spec 3 §5 "Upload": what each area accepts, by extension and by the checked type of the bytes. */
export const UPLOAD_AREA_TYPES: Record<
  TUploadArea,
  { extensions: readonly string[]; mimeTypes: readonly string[] } | null
> = {
  presentation: {
    extensions: ['ppt', 'pptx', 'pdf'],
    mimeTypes: [
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/pdf',
    ],
  },
  // Beyond spec 3 §5: a poster may also be a picture (spec 2 §2.8 shows jpg and png posters).
  poster: {
    extensions: ['ppt', 'pptx', 'pdf', 'jpg', 'jpeg', 'png'],
    mimeTypes: [
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/pdf',
      'image/jpeg',
      'image/png',
    ],
  },
  audio: { extensions: ['mp3'], mimeTypes: ['audio/mpeg'] },
  // Beyond spec 3 §5: the abstract the player's details offer for download (spec 2 §2.8).
  abstract: {
    extensions: ['pdf', 'docx', 'txt'],
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain',
    ],
  },
  // Any type (spec 3 §5).
  other: null,
};

/** spec 3 §5: one file only in the main, audio and abstract areas; several additional files. */
export const SINGLE_FILE_AREAS: readonly TUploadArea[] = ['presentation', 'poster', 'audio', 'abstract'];

/** The extension of a file name, lower-cased, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The type each extension of the checked areas names (a file's content must be of that type). */
export const UPLOAD_EXTENSION_TYPES: Readonly<Record<string, string>> = {
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** Is the content's type the one the file's name says (a PNG named .pdf is not)? */
export function nameMatchesType(name: string, contentType: string): boolean {
  return UPLOAD_EXTENSION_TYPES[fileExtension(name)] === contentType;
}

/** Does the area accept a file of this name (spec 3 §5)? */
export function areaAcceptsName(area: TUploadArea, name: string): boolean {
  const types = UPLOAD_AREA_TYPES[area];
  return types === null || types.extensions.includes(fileExtension(name));
}

/** spec 3 §2, §9: PowerPoint files over this size ask before download. */
export const LARGE_POWERPOINT_BYTES = 100_000_000;
/**
 * Types a browser shows itself, safely: served inline and opened without asking; everything
 * else is an attachment (never run from the site: HTML, SVG, XML) and asks before download
 * (spec 3 §2 "non-standard types").
 */
export const STANDARD_VIEW_TYPES: readonly string[] = [
  'application/pdf',
  'audio/mpeg',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
];

export function isPowerPoint(contentType: string, name = ''): boolean {
  return (
    contentType === 'application/vnd.ms-powerpoint' ||
    contentType === 'application/vnd.openxmlformats-officedocument.presentationml.presentation' ||
    ['ppt', 'pptx'].includes(fileExtension(name))
  );
}

/** spec 3 §2: does opening this file ask for the large-file confirmation first? */
export function needsLargeFileConfirmation(file: { contentType: string; name: string; size: number }): boolean {
  if (isPowerPoint(file.contentType, file.name)) return file.size > LARGE_POWERPOINT_BYTES;
  return !STANDARD_VIEW_TYPES.includes(file.contentType);
}
