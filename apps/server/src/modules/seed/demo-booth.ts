/**
 * The demo's stand pictures: a drawn exhibition booth (an SVG in the sponsor's colours, its name
 * on the fascia) with the objects a visitor clicks: a large screen, a small screen, a map kiosk,
 * a poster wall with a brochure rack, and the reception desk. The stands' hotspots are placed on
 * these objects from the same geometry (BOOTH_OBJECTS), in percent of the picture as spec 2 §3
 * "maps" positions are, so they sit on them at every width. Nothing but the name is written in
 * the picture: it reads the same in every language.
 */
import { escapeXml, shade, svgDataUri } from './demo-images.ts';

export const BOOTH_WIDTH = 1600;
export const BOOTH_HEIGHT = 900;

type TRect = { x: number; y: number; w: number; h: number };

/** Where the booth's clickable objects are drawn, in pixels of the picture. */
export const BOOTH_OBJECTS = {
  screen: { x: 510, y: 215, w: 580, h: 330 },
  sideScreen: { x: 1150, y: 215, w: 280, h: 160 },
  kiosk: { x: 1200, y: 405, w: 180, h: 150 },
  posters: { x: 170, y: 215, w: 290, h: 400 },
  desk: { x: 545, y: 580, w: 510, h: 215 },
} as const satisfies Record<string, TRect>;

export type TBoothObject = keyof typeof BOOTH_OBJECTS;

const round = (value: number) => Math.round(value * 100) / 100;

/** An object's box as a hotspot's position and size, in percent of the picture. */
export function boothHotspotBox(object: TBoothObject) {
  const r: TRect = BOOTH_OBJECTS[object];
  return {
    posLeft: round((r.x / BOOTH_WIDTH) * 100),
    posTop: round((r.y / BOOTH_HEIGHT) * 100),
    mapWidth: round((r.w / BOOTH_WIDTH) * 100),
    mapHeight: round((r.h / BOOTH_HEIGHT) * 100),
  };
}

/** Up to two capitals of a name, for the logo's mark. */
export function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

const FONT = 'font-family="Helvetica, Arial, sans-serif"';
const rect = (r: TRect, fill: string, extra = '') =>
  `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${fill}" ${extra}/>`;

/** The sponsor's logo on the fascia: a round mark with its monogram, and its name. */
function fascia(name: string, brand: string, accent: string): string {
  const r = { x: 100, y: 60, w: 1400, h: 110 };
  const size = Math.min(60, Math.floor(1040 / Math.max(8, name.length * 0.6)));
  const textWidth = name.length * size * 0.6;
  const markX = BOOTH_WIDTH / 2 - (textWidth + 90) / 2 + 34;
  return [
    rect(r, shade(brand, 0.55), 'rx="6"'),
    rect({ x: r.x, y: r.y + r.h - 8, w: r.w, h: 8 }, accent),
    `<circle cx="${round(markX)}" cy="${r.y + 51}" r="34" fill="${accent}"/>`,
    `<text x="${round(markX)}" y="${r.y + 62}" fill="${shade(brand, 0.5)}" ${FONT} font-size="30" font-weight="700" text-anchor="middle">${escapeXml(monogram(name))}</text>`,
    `<text x="${round(markX + 56)}" y="${r.y + 51 + size * 0.36}" fill="#FFFFFF" ${FONT} font-size="${size}" font-weight="700">${escapeXml(name)}</text>`,
  ].join('');
}

/** A screen in its frame, showing a still of a film (the screen's gradient is the sponsor's colour). */
function screen(r: TRect, accent: string, kind: 'film' | 'people'): string {
  const inner = { x: r.x + 12, y: r.y + 12, w: r.w - 24, h: r.h - 24 };
  const cx = inner.x + inner.w / 2;
  const cy = inner.y + inner.h / 2;
  const still =
    kind === 'film'
      ? [
          `<circle cx="${round(inner.x + inner.w * 0.72)}" cy="${round(inner.y + inner.h * 0.35)}" r="${round(inner.h * 0.42)}" fill="${accent}" opacity="0.25"/>`,
          `<path d="M ${inner.x} ${round(cy + 20)} C ${round(inner.x + inner.w * 0.25)} ${round(cy - 60)}, ${round(inner.x + inner.w * 0.5)} ${round(cy + 90)}, ${inner.x + inner.w} ${round(cy - 10)}" stroke="#FFFFFF" stroke-width="6" fill="none" opacity="0.55"/>`,
          `<path d="M ${inner.x} ${round(cy + 60)} C ${round(inner.x + inner.w * 0.3)} ${round(cy)}, ${round(inner.x + inner.w * 0.6)} ${round(cy + 120)}, ${inner.x + inner.w} ${round(cy + 40)}" stroke="${accent}" stroke-width="4" fill="none" opacity="0.6"/>`,
          rect(
            { x: inner.x + 20, y: inner.y + inner.h - 22, w: inner.w - 40, h: 5 },
            '#FFFFFF',
            'opacity="0.3" rx="2"',
          ),
          rect({ x: inner.x + 20, y: inner.y + inner.h - 22, w: (inner.w - 40) * 0.35, h: 5 }, '#FFFFFF', 'rx="2"'),
        ]
      : [0.3, 0.7].flatMap((at, i) => {
          const x = round(inner.x + inner.w * at);
          return [
            `<circle cx="${x}" cy="${round(cy - 12)}" r="${round(inner.h * 0.16)}" fill="${i ? accent : '#FFFFFF'}" opacity="0.85"/>`,
            `<path d="M ${round(x - inner.h * 0.3)} ${inner.y + inner.h} Q ${x} ${round(cy + 2)} ${round(x + inner.h * 0.3)} ${inner.y + inner.h} Z" fill="${i ? accent : '#FFFFFF'}" opacity="0.85"/>`,
          ];
        });
  return [
    rect(r, '#15181D', 'rx="8"'),
    rect(inner, `url(#screen)`),
    ...still,
    `<rect x="${round(cx - 18)}" y="${r.y + r.h}" width="36" height="10" fill="#2A2E35"/>`,
  ].join('');
}

/** A touch kiosk on its pole, showing a map with a pin. */
function kiosk(r: TRect, brand: string): string {
  const inner = { x: r.x + 10, y: r.y + 10, w: r.w - 20, h: r.h - 20 };
  const px = inner.x + inner.w * 0.6;
  const py = inner.y + inner.h * 0.45;
  return [
    rect({ x: r.x + r.w / 2 - 8, y: r.y + r.h, w: 16, h: 690 - (r.y + r.h) }, '#3A3F47'),
    `<ellipse cx="${r.x + r.w / 2}" cy="692" rx="48" ry="10" fill="#2A2E35"/>`,
    rect(r, '#20242A', 'rx="10"'),
    rect(inner, '#EAE4D6'),
    `<path d="M ${inner.x} ${inner.y + 40} L ${inner.x + inner.w} ${inner.y + 80} M ${inner.x + 50} ${inner.y} L ${inner.x + 70} ${inner.y + inner.h} M ${inner.x} ${inner.y + inner.h - 25} L ${inner.x + inner.w} ${inner.y + inner.h - 45}" stroke="#FFFFFF" stroke-width="7" fill="none"/>`,
    `<path d="M ${inner.x + 100} ${inner.y} L ${inner.x + 120} ${inner.y + inner.h}" stroke="#F2C94C" stroke-width="5"/>`,
    rect({ x: inner.x + 8, y: inner.y + 52, w: 34, h: 24 }, '#B8D8A8'),
    `<path d="M ${px} ${py + 26} C ${px - 4} ${py + 10}, ${px - 16} ${py + 6}, ${px - 16} ${py - 6} A 16 16 0 1 1 ${px + 16} ${py - 6} C ${px + 16} ${py + 6}, ${px + 4} ${py + 10}, ${px} ${py + 26} Z" fill="${brand}"/>`,
    `<circle cx="${px}" cy="${py - 6}" r="6" fill="#FFFFFF"/>`,
  ].join('');
}

/** Two posters on a panel and a brochure rack below them (lines stand for the text). */
function posterWall(r: TRect, brand: string, accent: string): string {
  const parts = [rect(r, '#FFFFFF', 'opacity="0.14" rx="6"')];
  for (const [i, x] of [r.x + 14, r.x + r.w / 2 + 6].entries()) {
    const w = r.w / 2 - 20;
    parts.push(rect({ x, y: r.y + 14, w, h: 190 }, '#FFFFFF', 'rx="2"'));
    parts.push(rect({ x, y: r.y + 14, w, h: 30 }, i ? accent : shade(brand, 1.2)));
    for (let line = 0; line < 5; line++)
      parts.push(rect({ x: x + 10, y: r.y + 58 + line * 14, w: (w - 20) * (line % 2 ? 0.7 : 0.95), h: 6 }, '#C5CAD1'));
    for (let bar = 0; bar < 4; bar++) {
      const h = 18 + ((bar * 13 + i * 7) % 30);
      parts.push(rect({ x: x + 14 + bar * 24, y: r.y + 190 - h, w: 16, h }, bar % 2 ? accent : brand));
    }
  }
  const rack = { x: r.x + 14, y: r.y + 228, w: r.w - 28, h: r.h - 242 };
  parts.push(rect(rack, '#2A2E35', 'rx="4"'));
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 3; col++) {
      const w = (rack.w - 40) / 3;
      const x = rack.x + 10 + col * (w + 10);
      const y = rack.y + 12 + row * ((rack.h - 24) / 2);
      parts.push(rect({ x, y, w, h: (rack.h - 36) / 2 }, (row + col) % 2 ? '#FFFFFF' : shade(brand, 1.5), 'rx="2"'));
      parts.push(rect({ x: x + 8, y: y + 10, w: w - 16, h: 8 }, (row + col) % 2 ? brand : '#FFFFFF'));
    }
  return parts.join('');
}

/** The reception desk with a laptop on it, the logo's mark on its front. */
function desk(r: TRect, brand: string, accent: string, name: string): string {
  const front = { x: r.x + 15, y: r.y + 30, w: r.w - 30, h: r.h - 30 };
  return [
    `<path d="M ${r.x + 190} ${r.y + 4} l 20 -44 h 90 l 20 44 Z" fill="#C9CDD3"/>`,
    rect({ x: r.x + 160, y: r.y + 4, w: 190, h: 8 }, '#9AA0A8', 'rx="2"'),
    rect(front, shade(brand, 0.7)),
    rect({ x: front.x, y: front.y + front.h - 14, w: front.w, h: 14 }, accent),
    rect({ x: r.x, y: r.y + 12, w: r.w, h: 22 }, '#F4F5F7', 'rx="4"'),
    `<circle cx="${r.x + r.w / 2}" cy="${front.y + front.h / 2}" r="42" fill="${accent}"/>`,
    `<text x="${r.x + r.w / 2}" y="${front.y + front.h / 2 + 13}" fill="${shade(brand, 0.5)}" ${FONT} font-size="36" font-weight="700" text-anchor="middle">${escapeXml(monogram(name))}</text>`,
  ].join('');
}

/** A plant in a pot (decoration). */
function plant(x: number, brand: string): string {
  return [
    `<path d="M ${x - 26} 640 h 52 l -8 60 h -36 Z" fill="${shade(brand, 0.5)}"/>`,
    ...[
      [-22, 600, 30],
      [18, 596, 32],
      [0, 570, 34],
      [-8, 620, 24],
      [14, 624, 24],
    ].map(([dx, cy, r]) => `<circle cx="${x + (dx ?? 0)}" cy="${cy}" r="${r}" fill="#3F7D4E"/>`),
    `<circle cx="${x + 6}" cy="580" r="16" fill="#5A9A68"/>`,
  ].join('');
}

export interface BoothOptions {
  name: string;
  /** The sponsor's colour: walls, desk and fascia are shades of it. */
  brand: string;
  /** Its group's colour: the fascia's stripe, the logo's mark and details. */
  accent: string;
}

/** The booth as an SVG document (1600 × 900). */
export function boothSvg({ name, brand, accent }: BoothOptions): string {
  const o = BOOTH_OBJECTS;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BOOTH_WIDTH}" height="${BOOTH_HEIGHT}" viewBox="0 0 ${BOOTH_WIDTH} ${BOOTH_HEIGHT}">`,
    '<defs>',
    '<linearGradient id="hall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F3F4F6"/><stop offset="1" stop-color="#DDE1E6"/></linearGradient>',
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C4C9D0"/><stop offset="1" stop-color="#A9B0B9"/></linearGradient>',
    `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(brand, 1.15)}"/><stop offset="1" stop-color="${shade(brand, 0.85)}"/></linearGradient>`,
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(brand, 1.35)}"/><stop offset="1" stop-color="${shade(brand, 0.45)}"/></linearGradient>`,
    '</defs>',
    `<rect width="${BOOTH_WIDTH}" height="${BOOTH_HEIGHT}" fill="url(#hall)"/>`,
    `<rect y="690" width="${BOOTH_WIDTH}" height="${BOOTH_HEIGHT - 690}" fill="url(#floor)"/>`,
    `<path d="M 120 690 H 1480 L 1570 880 H 30 Z" fill="#3A3F47"/>`,
    `<path d="M 120 690 H 1480 L 1490 712 H 110 Z" fill="${accent}" opacity="0.8"/>`,
    `<path d="M 120 150 L 60 205 V 700 L 120 690 Z" fill="${shade(brand, 0.6)}"/>`,
    `<path d="M 1480 150 L 1540 205 V 700 L 1480 690 Z" fill="${shade(brand, 0.6)}"/>`,
    `<rect x="120" y="150" width="1360" height="540" fill="url(#wall)"/>`,
    ...[300, 800, 1300].map(
      (x) =>
        `<path d="M ${x - 30} 170 L ${x + 30} 170 L ${x + 130} 690 L ${x - 130} 690 Z" fill="#FFFFFF" opacity="0.06"/>`,
    ),
    fascia(name, brand, accent),
    posterWall(o.posters, brand, accent),
    screen(o.screen, accent, 'film'),
    screen(o.sideScreen, accent, 'people'),
    kiosk(o.kiosk, brand),
    plant(475, brand),
    plant(1110, brand),
    desk(o.desk, brand, accent, name),
    '</svg>',
  ].join('');
}

export function boothDataUri(options: BoothOptions): string {
  return svgDataUri(boothSvg(options));
}
