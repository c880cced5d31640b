import { sameValue } from './event-file.model.ts';

/** Rows per multi-row insert (an event's first file creates thousands of rows). */
export const INSERT_CHUNK = 500;

/**
 * Makes a list of rows (in order) hold `desired`: row i takes item i (updated only when it
 * differs), extra items are inserted, extra rows deleted; `sortOrder` is the position.
 */
export async function syncByPosition<R extends { id: number; sortOrder: number }, V extends object>(
  rows: R[],
  desired: V[],
  view: (row: R) => V,
  write: {
    insert: (values: V & { sortOrder: number }) => PromiseLike<unknown>;
    update: (id: number, values: V & { sortOrder: number }) => PromiseLike<unknown>;
    remove: (ids: number[]) => PromiseLike<unknown>;
  },
): Promise<('created' | 'updated' | 'unchanged')[]> {
  const outcome: ('created' | 'updated' | 'unchanged')[] = [];
  for (const [i, values] of desired.entries()) {
    await giveTurn();
    const row = rows[i];
    const next = { ...values, sortOrder: i };
    if (!row) {
      await write.insert(next);
      outcome.push('created');
    } else if (sameValue(next, { ...view(row), sortOrder: row.sortOrder })) outcome.push('unchanged');
    else {
      await write.update(row.id, next);
      outcome.push('updated');
    }
  }
  const extra = rows.slice(desired.length).map((r) => r.id);
  if (extra.length) await write.remove(extra);
  return outcome;
}

/** How long apply holds the event loop at most before giving it a turn. */
const TURN_MS = 15;
let lastTurn = performance.now();

/**
 * Gives the event loop a turn when apply has held it for TURN_MS (called between the things it
 * compares and writes). On the embedded database (PGlite runs in the server's thread) the
 * statements of apply's transaction involve no I/O, so without it nothing else would run until
 * the apply ends: not a hub heartbeat, a cached answer or a file. Other queries still wait for
 * the transaction to end (PGlite has one connection, which the transaction holds); on
 * PostgreSQL each statement's answer gives the turn anyway. docs/PERFORMANCE.md, "Applying an
 * event file".
 */
export async function giveTurn(): Promise<void> {
  if (performance.now() - lastTurn < TURN_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  lastTurn = performance.now();
}
