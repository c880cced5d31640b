/**
 * Line icons for a session's drawn picture, one per kind of session, about 100 units wide and
 * centred on 0,0, stroked by the caller's group (shapes that are filled say so with `ink`).
 */
type TIcon = (ink: string) => string;

/** A microphone: keynotes, plenaries, lectures and talks. */
const microphone: TIcon = () =>
  [
    '<rect x="-16" y="-50" width="32" height="58" rx="16"/>',
    '<path d="M-32 -8 a32 32 0 0 0 64 0"/>',
    '<path d="M0 24 V44 M-20 46 H20"/>',
  ].join('');

/** Three people: symposia, panels, debates, round tables. */
const people: TIcon = () =>
  [
    '<circle cx="0" cy="-24" r="15"/>',
    '<path d="M-28 30 a28 28 0 0 1 56 0"/>',
    '<circle cx="-40" cy="-12" r="11"/>',
    '<path d="M-62 30 a22 22 0 0 1 22 -22"/>',
    '<circle cx="40" cy="-12" r="11"/>',
    '<path d="M62 30 a22 22 0 0 0 -22 -22"/>',
  ].join('');

/** A screen with a chart: oral sessions and communications. */
const screen: TIcon = () =>
  [
    '<rect x="-52" y="-42" width="104" height="66" rx="6"/>',
    '<path d="M0 24 V42 M-22 44 H22"/>',
    '<path d="M-30 8 V-4 M-10 8 V-22 M10 8 V-12 M30 8 V-28"/>',
  ].join('');

/** A laptop with a spanner on its screen: workshops and hands-on courses. */
const laptop: TIcon = () =>
  [
    '<rect x="-42" y="-40" width="84" height="56" rx="5"/>',
    '<path d="M-56 28 H56 L48 40 H-48 Z"/>',
    '<path d="M-14 4 L8 -18 M4 -26 a10 10 0 1 0 12 12"/>',
  ].join('');

/** A briefcase: industry and sponsored sessions. */
const briefcase: TIcon = () =>
  [
    '<rect x="-50" y="-26" width="100" height="66" rx="8"/>',
    '<path d="M-18 -26 V-40 H18 V-26"/>',
    '<path d="M-50 4 H50"/>',
  ].join('');

/** A poster on an easel: poster sessions. */
const easel: TIcon = () =>
  ['<rect x="-38" y="-48" width="76" height="70" rx="3"/>', '<path d="M-26 22 L-38 48 M26 22 L38 48 M0 22 V44"/>'].join(
    '',
  );

/** A play button: any other kind. */
const play: TIcon = (ink) => `<path d="M-18 -30 L30 0 L-18 30 Z" fill="${ink}"/>`;

/** Which icon a type takes, by the words in its name (the organiser's own type names, any language). */
const BY_WORD: readonly (readonly [RegExp, TIcon])[] = [
  [/poster/i, easel],
  [/workshop|atelier|hands|course|cours|tutorial|training|formation|lab/i, laptop],
  [/industr|sponsor|satellite|commercial|exhibitor|exposant/i, briefcase],
  [/symposi|panel|debate|débat|round|table|forum|discussion/i, people],
  [/oral|communication|abstract|short|flash|pitch/i, screen],
  [/keynote|plenar|plénière|lecture|conférence|talk|speech|opening|closing|ceremony/i, microphone],
];

export function typeIcon(type: string, ink: string): string {
  const icon = BY_WORD.find(([words]) => words.test(type))?.[1] ?? play;
  return icon(ink);
}
