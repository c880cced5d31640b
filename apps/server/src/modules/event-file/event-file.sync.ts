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
