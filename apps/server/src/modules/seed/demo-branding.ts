import { escapeXml, shade, svgDataUri } from './demo-images.ts';
import { mulberry32 } from './demo-random.ts';

/**
 * The demo's imagery, drawn at seed time as inline SVG (no network, no stored binaries): a
 * banner, a login picture and a lounge picture built from a "network of nodes" motif, and
 * initials avatars on a colour derived from the name.
 */

const PALETTE = ['#0D47A1', '#00838F', '#2E7D32', '#6A1B9A', '#AD1457', '#EF6C00', '#37474F', '#1565C0', '#00695C'];

/** A stable small number from a text, so that a name always gets the same colour. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function initials(firstName: string, lastName: string): string {
  const first = (s: string) => Array.from(s.trim())[0]?.toUpperCase() ?? '';
  return `${first(firstName)}${first(lastName)}` || '?';
}

/** A round avatar: the person's initials on a colour derived from their name. */
export function avatarDataUri(firstName: string, lastName: string): string {
  const colour = PALETTE[hashOf(`${firstName} ${lastName}`) % PALETTE.length] as string;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 1.25)}"/><stop offset="1" stop-color="${colour}"/></linearGradient></defs>`,
    '<rect width="128" height="128" fill="url(#g)"/>',
    `<text x="64" y="80" fill="#FFFFFF" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle">${escapeXml(initials(firstName, lastName))}</text>`,
    '</svg>',
  ].join('');
  return svgDataUri(svg);
}

interface SceneOptions {
  width: number;
  height: number;
  from: string;
  to: string;
  seed: number;
  title?: string;
  subtitle?: string;
}

/**
 * A gradient crossed by a network of linked nodes, with an optional title. The network is one
 * seeded tile repeated as an SVG pattern, which keeps the picture small enough for a settings
 * address (2,000 characters).
 */
function networkScene(o: SceneOptions): string {
  const random = mulberry32(o.seed);
  const { width: w, height: h } = o;
  const tile = 160;
  const nodes = Array.from({ length: 6 }, () => [Math.round(random() * tile), Math.round(random() * tile)] as const);
  const path = nodes
    .map(([x, y], i) => {
      const [nx, ny] = nodes[(i + 2) % nodes.length] as readonly [number, number];
      return `M${x} ${y}L${nx} ${ny}`;
    })
    .join('');
  const dots = nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${2 + (i % 3) * 2}"/>`).join('');
  const titleSize = Math.round(Math.min(h * 0.2, (w * 0.8) / Math.max(8, (o.title ?? '').length * 0.6)));
  const font = 'font-family="Helvetica,Arial,sans-serif" fill="#fff"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">`,
    `<defs><linearGradient id="a" x2="1" y2="1"><stop stop-color="${o.from}"/><stop offset="1" stop-color="${o.to}"/></linearGradient>`,
    `<pattern id="n" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><path d="${path}" stroke="#fff" stroke-opacity=".2"/><g fill="#fff" fill-opacity=".5">${dots}</g></pattern></defs>`,
    '<rect width="100%" height="100%" fill="url(#a)"/><rect width="100%" height="100%" fill="url(#n)"/>',
    o.title
      ? `<text x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.55)}" ${font} font-size="${titleSize}" font-weight="700">${escapeXml(o.title)}</text>`
      : '',
    o.subtitle
      ? `<text x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.55 + titleSize * 0.9)}" ${font} font-size="${Math.round(titleSize * 0.4)}">${escapeXml(o.subtitle)}</text>`
      : '',
    '</svg>',
  ].join('');
}

/** The banner's logo: a rounded badge with a node mark and the event's name (readable on light and dark). */
function logoBadge(title: string, subtitle: string): string {
  const mark = [
    [28, 30],
    [52, 22],
    [44, 50],
    [22, 62],
    [62, 66],
  ];
  const lines = [
    [0, 1],
    [0, 2],
    [1, 2],
    [2, 3],
    [2, 4],
    [3, 4],
  ]
    .map(([a, b]) => {
      const [x1, y1] = mark[a as number] as number[];
      const [x2, y2] = mark[b as number] as number[];
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
    })
    .join('');
  const dots = mark.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 2 ? 7 : 5}"/>`).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="88" viewBox="0 0 360 88">',
    '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1565C0"/><stop offset="1" stop-color="#00838F"/></linearGradient></defs>',
    '<rect x="2" y="2" width="356" height="84" rx="14" fill="url(#b)" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="2"/>',
    `<g transform="translate(6 2)"><g stroke="#FFFFFF" stroke-width="3" stroke-opacity="0.7">${lines}</g><g fill="#FFFFFF">${dots}</g></g>`,
    `<text x="96" y="46" fill="#FFFFFF" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700">${escapeXml(title)}</text>`,
    `<text x="97" y="70" fill="#FFFFFF" fill-opacity="0.85" font-family="Helvetica, Arial, sans-serif" font-size="15" letter-spacing="2">${escapeXml(subtitle)}</text>`,
    '</svg>',
  ].join('');
}

export const DEMO_LOUNGE_TITLE = 'Networking lounge';

export function demoBranding() {
  return {
    bannerImageUri: svgDataUri(logoBadge('Atrium Demo', 'CONFERENCE 2026')),
    loginImageUri: svgDataUri(
      networkScene({
        width: 1200,
        height: 800,
        from: '#102A43',
        to: '#00838F',
        seed: 23,
        // No words: the sign-in card in front of it names the event (a title drawn here showed
        // beside the card's own, partly covered by it).
      }),
    ),
    loungeImageUri: svgDataUri(
      networkScene({
        width: 800,
        height: 300,
        from: '#00695C',
        to: '#1565C0',
        seed: 37,
        title: DEMO_LOUNGE_TITLE,
        subtitle: 'Salon de networking',
      }),
    ),
  };
}
