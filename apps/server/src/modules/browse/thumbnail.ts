import { createHash } from 'node:crypto';
import { typeIcon } from './thumbnail-icons.ts';

const WIDTH = 640;
const HEIGHT = 360;
/**
 * What matters is drawn in the middle band (y 96–264): a card crops its picture to 16:9 or
 * narrower (the home's hero, the compact live cards), and the home's caption covers the bottom.
 */
const MIDDLE = HEIGHT / 2;
/** Speakers' initials drawn at most; more show as "+n". */
const MAX_FACES = 3;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A person's initials: the first letter of the first and last words ("Élodie de la Tour" → "ÉT"). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

export interface ThumbnailInput {
  /** The session's colour (#RRGGBB, its theme's when it has none) and the text colour on it. */
  colour: string;
  textColour: string;
  /** The room chooses the pattern, the type the icon. */
  room: string;
  type: string;
  /** The speakers' names, drawn as initials. */
  speakers: string[];
}

/** A version of the picture: it changes when what it shows changes (caches keep it until then). */
export function thumbnailVersion(input: ThumbnailInput): string {
  return createHash('sha256')
    .update(`v2:${JSON.stringify(input)}`)
    .digest('base64url')
    .slice(0, 10);
}

/** A small number from a text, the same every time (the room's pattern). */
function pick(text: string, choices: number): number {
  return createHash('sha256').update(text).digest()[0]! % choices;
}

/** One of four light patterns, in the text colour, one per room (the same room, the same pattern). */
function pattern(room: string, ink: string): string {
  const shapes = [
    `<circle cx="12" cy="12" r="3" fill="${ink}"/>`,
    `<path d="M0 24 L24 0" stroke="${ink}" stroke-width="5"/>`,
    `<circle cx="12" cy="12" r="9" fill="none" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M0 12 Q6 4 12 12 T24 12" fill="none" stroke="${ink}" stroke-width="2.5"/>`,
  ];
  return [
    '<defs>',
    `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="scale(1.6)">${shapes[pick(room, shapes.length)]}</pattern>`,
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#FFFFFF" stop-opacity="0.14"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0.28"/>',
    '</linearGradient>',
    '</defs>',
  ].join('');
}

/** The speakers as overlapping round badges with their initials, left of the middle. */
function faces(speakers: string[], colour: string, ink: string): string {
  const shown = speakers.slice(0, MAX_FACES).map(initials).filter(Boolean);
  const more = speakers.length - Math.min(speakers.length, MAX_FACES);
  const badges = more > 0 ? [...shown, `+${more}`] : shown;
  const r = 40;
  return badges
    .map((text, i) => {
      const cx = 76 + i * 82;
      const size = text.length > 2 ? 26 : 30;
      return [
        `<circle cx="${cx}" cy="${MIDDLE}" r="${r + 4}" fill="${colour}"/>`,
        `<circle cx="${cx}" cy="${MIDDLE}" r="${r}" fill="${ink}"/>`,
        `<text x="${cx}" y="${MIDDLE + size * 0.35}" fill="${colour}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle">${escapeXml(text)}</text>`,
      ].join('');
    })
    .join('');
}

/**
 * A session's card picture when it has none (beyond the spec: a list of imported sessions is not
 * a wall of identical grey boxes). It holds no words, so it reads the same in every language and
 * never repeats the title printed beside it: the session's colour, a pattern per room, an icon
 * per type and the speakers' initials. Drawn from escaped text only; served as an image with a
 * policy that runs nothing.
 */
export function thumbnailSvg(input: ThumbnailInput): string {
  const ink = input.textColour;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    pattern(input.room, ink),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${input.colour}"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p)" opacity="0.13"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    `<circle cx="488" cy="${MIDDLE}" r="84" fill="${ink}" opacity="0.16"/>`,
    `<g transform="translate(488 ${MIDDLE})" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${typeIcon(input.type, ink)}</g>`,
    faces(input.speakers, input.colour, ink),
    '</svg>',
  ].join('');
}
