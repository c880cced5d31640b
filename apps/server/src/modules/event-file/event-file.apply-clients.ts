import type { TEventFile } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { appClients } from '../../db/schema.ts';
import { clientValues, presentClient } from '../../identity/authorize/clients.ts';
import type { EventApplier } from './event-file.apply.ts';
import { sameValue } from './event-file.model.ts';

/**
 * The apps that sign people in through the event (issue 29): the file's list is the whole of
 * them. An id another event has is refused by the check before anything is written (ids are
 * unique across events: the id tells the event).
 */
export async function applyClients(a: EventApplier, list: NonNullable<TEventFile['clients']>) {
  const section = a.section('clients');
  const current = new Map(a.state.clients.map((row) => [row.id, row]));
  for (const entry of list) {
    const row = current.get(entry.id);
    const values = clientValues(entry);
    if (!row) {
      await a.tx.insert(appClients).values({ id: entry.id, platformId: a.platformId, ...values });
      section.created.push(entry.id);
    } else if (sameValue(presentClient(row), { id: entry.id, ...values })) {
      section.unchanged.push(entry.id);
    } else {
      await a.tx
        .update(appClients)
        .set(values)
        .where(and(eq(appClients.id, entry.id), eq(appClients.platformId, a.platformId)));
      section.updated.push(entry.id);
    }
  }
  const wanted = new Set(list.map((c) => c.id));
  const gone = a.state.clients.filter((row) => !wanted.has(row.id)).map((row) => row.id);
  if (gone.length > 0) {
    await a.tx.delete(appClients).where(and(eq(appClients.platformId, a.platformId), inArray(appClients.id, gone)));
    section.removed.push(...gone);
  }
}
