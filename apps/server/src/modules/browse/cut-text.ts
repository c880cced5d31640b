/**
 * A card's description: the text whole when it fits in `max` characters, else cut after the last
 * whole word that fits, with an ellipsis (never mid-word: "Conclu" reads as a typo).
 */
export function cutAtWord(text: string, max: number): string {
  const plain = text.trim();
  if (plain.length <= max) return plain;
  // Room for the ellipsis; a word longer than the whole limit is cut where it must be.
  const head = plain.slice(0, max);
  const lastSpace = head.search(/\s\S*$/);
  const kept = (lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, max - 1)).replace(/[\s,;:.–-]+$/, '');
  return `${kept}…`;
}
