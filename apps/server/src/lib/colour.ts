/** Theme colours of the calendar (spec 2 §3: colour, textColour). */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** `#abc` → `#AABBCC`; anything else → null. */
export function normaliseColour(value: string | null | undefined): string | null {
  if (!isHexColour(value)) return null;
  const hex = value.trim().slice(1);
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  return `#${full.toUpperCase()}`;
}

/** Black or white, whichever reads better on `colour` (WCAG relative luminance). */
export function textColourFor(colour: string): string {
  const hex = normaliseColour(colour);
  if (!hex) return '#FFFFFF';
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with black (L + 0.05) / 0.05 against white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}

/** Material-like colours for themes without a colour of their own (textColourFor picks the text). */
const PALETTE = [
  '#C62828',
  '#6A1B9A',
  '#1565C0',
  '#00838F',
  '#2E7D32',
  '#EF6C00',
  '#4E342E',
  '#AD1457',
  '#283593',
  '#546E7A',
  '#00695C',
  '#9E9D24',
  '#4527A0',
  '#D84315',
  '#0277BD',
  '#558B2F',
];

/** The same colour for the same theme name on every import (a stable hash into the palette). */
export function paletteColour(name: string): string {
  if (!name) return '#546E7A';
  let hash = 2166136261;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return PALETTE[(hash >>> 0) % PALETTE.length] as string;
}
