import { createHash } from 'node:crypto';

const WIDTH = 640;
const HEIGHT = 360;
/** Characters a title line holds at the title's size (a 640-wide card, about 0.55 em a character). */
const LINE_CHARS = 30;
const MAX_LINES = 3;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The title in at most three lines of whole words, the last cut with an ellipsis if need be. */
export function titleLines(title: string): string[] {
  const words = title.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > LINE_CHARS && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= MAX_LINES)
    return lines.map((l) => (l.length > LINE_CHARS ? `${l.slice(0, LINE_CHARS - 1)}…` : l));
  const kept = lines.slice(0, MAX_LINES);
  const last = kept[MAX_LINES - 1] as string;
  kept[MAX_LINES - 1] = `${last.slice(0, LINE_CHARS - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

export interface ThumbnailInput {
  title: string;
  /** The session's colour (#RRGGBB, its theme's when it has none) and the text colour on it. */
  colour: string;
  textColour: string;
  room: string;
  type: string;
}

/** A version of the picture: it changes when what it shows changes (caches keep it until then). */
export function thumbnailVersion(input: ThumbnailInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url').slice(0, 10);
}

/**
 * A session's card picture when it has none (beyond the spec: a list of imported sessions is
 * not a wall of identical grey boxes): its colour, its title in large type, its room and type
 * below. An SVG drawn from escaped text only; served as an image with a policy that runs nothing.
 */
export function thumbnailSvg(input: ThumbnailInput): string {
  const lines = titleLines(input.title);
  const size = lines.length === 3 ? 34 : 40;
  const top = HEIGHT / 2 - ((lines.length - 1) * size * 1.2) / 2 - 16;
  const footer = [input.room, input.type].filter(Boolean).join(' · ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${input.colour}"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#000000" opacity="0.12" transform="skewX(-20) translate(420 0)"/>`,
    ...lines.map(
      (line, i) =>
        `<text x="40" y="${(top + i * size * 1.2).toFixed(1)}" fill="${input.textColour}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
    ),
    footer
      ? `<text x="40" y="${HEIGHT - 36}" fill="${input.textColour}" font-family="Helvetica, Arial, sans-serif" font-size="22" opacity="0.85">${escapeXml(footer.slice(0, 60))}</text>`
      : '',
    '</svg>',
  ].join('');
}
