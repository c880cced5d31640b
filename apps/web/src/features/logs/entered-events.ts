/** Platform/user pairs that have had their enter-event scan during this page load (spec 1 §4.11). */
const entered = new Set<string>();

export const enteredKey = (platformId: number, userId: number) => `${platformId}:${userId}`;

/** Marks the pair as entered; true when it was not yet (so the caller sends the scan). */
export function markEntered(key: string): boolean {
  if (entered.has(key)) return false;
  entered.add(key);
  return true;
}

export function markLeft(key: string): void {
  entered.delete(key);
}

/** After a logout the next sign-in is a new entry. */
export function forgetEnteredEvents(): void {
  entered.clear();
}
