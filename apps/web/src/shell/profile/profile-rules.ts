import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@atrium/contracts';

/** spec 1 §5: a profile photo is JPEG or PNG (and within the size the server accepts). */
export function photoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** The radio value of a consent answer (spec 1 §2.7: values True and False). */
export type TConsentChoice = 'True' | 'False' | '';

export function consentChoice(accepted: boolean | null | undefined): TConsentChoice {
  if (accepted === true) return 'True';
  if (accepted === false) return 'False';
  return '';
}

/** spec 1 §4.6: when consent is demanded, save stays disabled until accept or decline is chosen. */
export function canSaveProfile(demandGdpr: boolean, choice: TConsentChoice): boolean {
  return !demandGdpr || choice !== '';
}

/** spec 1 §2.6: the dialog can be closed once the consent question is answered (or not asked). */
export function mustAnswerConsent(demandGdpr: boolean, accepted: boolean | null | undefined): boolean {
  return demandGdpr && (accepted === null || accepted === undefined);
}

/** The biography as the form edits it: plain paragraphs, escaped, kept as HTML (the server sanitises it again). */
export function biographyHtml(text: string): string {
  const escapeHtml = (line: string) =>
    line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** spec: a name is required once trimmed (the server refuses an empty one). */
export function isNameValid(name: string): boolean {
  return name.trim() !== '';
}

/** What the profile form edits besides the consent and the photo. */
export type TProfileFields = {
  firstName: string;
  lastName: string;
  organisation: string;
  jobTitle: string;
  country: string;
  /** Plain text: paragraphs separated by blank lines. */
  biography: string;
  /** Left out of the all-participants directory (speakers stay on the speakers page). */
  hideFromDirectory: boolean;
};

/** The profile's text fields. */
export type TProfileText = Exclude<keyof TProfileFields, 'hideFromDirectory'>;

/** The stored biography (sanitised HTML) as the plain text the form edits: one paragraph per block, line breaks kept. */
export function biographyText(html: string): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html').body;
  const blocks = Array.from(body.children);
  const paragraphs = blocks.length > 0 ? blocks.map((block) => block.textContent ?? '') : [body.textContent ?? ''];
  return paragraphs
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .join('\n\n');
}
