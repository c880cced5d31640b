/*
 * The colours of the session form (spec 3 §5): #RRGGBBAA on the wire, #RRGGBB on screen when
 * opaque, and the browser's colour picker, which knows no alpha.
 */

/** spec 3 §5: a colour of 7 characters (#RRGGBB) gets FF appended for alpha; others stay as they are. */
export function withAlpha(colour: string): string {
  const value = colour.trim();
  return value.length === 7 ? `${value}FF` : value;
}

/**
 * A colour as the form shows it: #RRGGBB when it is opaque (the FF of alpha is implied and
 * added back on save), #RRGGBBAA only when the alpha says something.
 */
export function shownColour(colour: string): string {
  const value = colour.trim();
  return /^#[0-9a-f]{6}ff$/i.test(value) ? value.slice(0, 7) : value;
}

/** The #RRGGBB part of a colour (the browser's colour picker knows no alpha); black when unreadable. */
export function opaquePart(colour: string): string {
  return /^#[0-9a-f]{6}/i.test(colour) ? colour.slice(0, 7).toLowerCase() : '#000000';
}

/** A colour field's value after the picker chose #rrggbb: an alpha already typed is kept (opaque shows none). */
export function pickColour(current: string, picked: string): string {
  const alpha = /^#[0-9a-f]{8}$/i.test(current) ? current.slice(7) : 'FF';
  return shownColour(`${picked.toUpperCase()}${alpha.toUpperCase()}`);
}

/** Whether a colour reads as #RRGGBB or #RRGGBBAA. */
export function isColour(colour: string): boolean {
  return /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(colour.trim());
}
