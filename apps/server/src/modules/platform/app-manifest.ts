import { createHash } from 'node:crypto';
import { chooseLocale, type TAppManifest, ZAppManifest } from '@atrium/contracts';
import { normaliseColour, textColourFor } from '../../lib/colour.ts';
import { PreparedAnswer } from '../../lib/prepared-answer.ts';
import type { PlatformRecord } from './platform.service.ts';

const DESCRIPTION = {
  en: (title: string) => `${title}: the programme, sessions and people of the event`,
  fr: (title: string) => `${title} : le programme, les sessions et les personnes de l’événement`,
};

/** The event's colour: its buttons' when set, else its navigation bar's. */
function eventColour(platform: PlatformRecord): string {
  const { defaultButtonColour, navBarBackgroundColour } = platform.settings;
  return normaliseColour(defaultButtonColour) ?? normaliseColour(navBarBackgroundColour) ?? '#212121';
}

/** Changes whenever the icon would: the installed app then fetches the new one. */
function iconVersion(colour: string): string {
  return createHash('sha256').update(colour).digest('hex').slice(0, 12);
}

const etagOf = (body: Buffer | string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The event as an installable web app: its pages (`/{CODE}/`) open as an app of their own, with
 * the event's title, colour and icon; in French when the browser asks for French first.
 */
export function appManifest(platform: PlatformRecord, acceptLanguage: string | undefined): PreparedAnswer {
  const locale = chooseLocale(null, acceptLanguage);
  const title = platform.settings.eventTitle;
  const colour = eventColour(platform);
  const base = `/${platform.code.toUpperCase()}/`;
  const icon = (size: number, purpose: string) => ({
    src: `/api/platform/${platform.id}/app-icon/${size}?v=${iconVersion(colour)}`,
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
    purpose,
  });
  const manifest: TAppManifest = ZAppManifest.parse({
    id: base,
    name: title,
    short_name: title.length <= 24 ? title : `${title.slice(0, 23)}…`,
    description: DESCRIPTION[locale](title),
    lang: locale,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#FFFFFF',
    theme_color: colour,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')],
  });
  const body = Buffer.from(JSON.stringify(manifest));
  return new PreparedAnswer(body, etagOf(body), 'application/manifest+json; charset=utf-8');
}

/**
 * The app icon: the Atrium mark on the event's colour, edge to edge, the mark inside the middle
 * 60 % (so a phone's round or rounded mask never cuts it). Drawn from shapes only: no font is
 * needed on the server.
 */
export function appIcon(platform: PlatformRecord, size: number): Promise<PreparedAnswer> {
  const colour = eventColour(platform);
  const key = `${colour}:${size}`;
  let drawn = drawnIcons.get(key);
  if (!drawn) {
    if (drawnIcons.size >= MAX_DRAWN_ICONS) drawnIcons.clear();
    drawn = drawIcon(colour, size);
    drawnIcons.set(key, drawn);
    drawn.catch(() => drawnIcons.delete(key));
  }
  return drawn;
}

/** Icons drawn, by colour and size (a few per event: drawn once per node). */
const drawnIcons = new Map<string, Promise<PreparedAnswer>>();
const MAX_DRAWN_ICONS = 256;

async function drawIcon(colour: string, size: number): Promise<PreparedAnswer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/><path transform="translate(3.2 3.2) scale(0.8)" d="M9 24 16 8l7 16h-3.2l-1.5-3.6h-4.6L12.2 24Zm5.7-6.4h2.6L16 14.3Z" fill="${textColourFor(colour)}"/></svg>`;
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new PreparedAnswer(png, etagOf(`${colour}:${size}`), 'image/png');
}
