/**
 * WCAG 2.x contrast helpers. Organisers choose the banner, navigation and button colours
 * (spec 1 §3.1); these keep the text on them readable whatever they pick.
 */
export const AA_CONTRAST = 4.5;

type TRgb = [number, number, number];

export function parseHexColour(value: string | null | undefined): TRgb | null {
  const hex = (value ?? '').trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as TRgb;
}

function toHex([r, g, b]: TRgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance([r, g, b]: TRgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as TRgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** Contrast ratio of two colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColour(a);
  const cb = parseHexColour(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The preferred text colour when it reads well on the background, else black or white, whichever reads better. */
export function readableTextColour(background: string, preferred: string | null | undefined): string {
  if (preferred && contrastRatio(background, preferred) >= AA_CONTRAST) return preferred;
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

/**
 * Darkens (or lightens, on a dark background) a colour step by step until it reaches the
 * ratio against the background; used for the button colour, which is also a text colour.
 */
export function colourWithContrast(colour: string, background: string, ratio = AA_CONTRAST): string {
  const rgb = parseHexColour(colour);
  const bg = parseHexColour(background);
  if (!rgb || !bg) return colour;
  const towardsBlack = luminance(bg) > 0.5;
  let current: TRgb = rgb;
  for (let step = 0; step < 40 && contrastRatio(toHex(current), background) < ratio; step++) {
    current = current.map((c) => (towardsBlack ? c * 0.9 : c + (255 - c) * 0.1)) as TRgb;
  }
  return contrastRatio(toHex(current), background) >= ratio ? toHex(current) : towardsBlack ? '#000000' : '#FFFFFF';
}

export function isHexColour(value: string | null | undefined): value is string {
  return parseHexColour(value) !== null;
}
