import type { TUploadArea } from '@atrium/contracts';
import { tKey } from '../../i18n/keys.ts';

/** The heading of each file area of the upload dialog. */
export const AREA_TITLES = {
  presentation: tKey('submit.areas.presentation'),
  poster: tKey('submit.areas.poster'),
  audio: tKey('submit.areas.audio'),
  abstract: tKey('submit.areas.abstract'),
  other: tKey('submit.areas.other'),
} as const satisfies Record<TUploadArea, string>;

/** What each area accepts (spec 3 §5), under its heading and in FilePond's type message. */
export const AREA_ACCEPTS = {
  presentation: tKey('submit.accepts.main'),
  poster: tKey('submit.accepts.poster'),
  audio: tKey('submit.accepts.audio'),
  abstract: tKey('submit.accepts.abstract'),
  other: tKey('submit.accepts.other'),
} as const satisfies Record<TUploadArea, string>;
