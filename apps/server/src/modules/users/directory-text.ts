/**
 * The directory search ignores case and accents. The database keeps each person's searchable
 * text with `translate(…, ACCENTED, UNACCENTED)` (an immutable function, so the column can be
 * generated and indexed without an extension of its own), and the server folds a search the
 * same way with `foldForSearch`.
 *
 * ACCENTED holds every letter of Latin-1 and Latin Extended-A that Unicode decomposes into a
 * base letter and marks; UNACCENTED holds that base letter, in the same place.
 */
function accentPairs(): [string, string] {
  let accented = '';
  let plain = '';
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCodePoint(code);
    const base = letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (base.length === 1 && base !== letter) {
      accented += letter;
      plain += base;
    }
  }
  return [accented, plain];
}

export const [ACCENTED, UNACCENTED] = accentPairs();

/** A search as the directory compares it: lower case, accents dropped, spaces made single. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
