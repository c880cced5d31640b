import { DEFAULT_APP_CLIENT_SCOPES, type TAppClient } from '@atrium/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appClients } from '../../db/schema.ts';

export type AppClientRow = typeof appClients.$inferSelect;

/** A client as the event file writes it (scopes always given). */
export function presentClient(row: AppClientRow): TAppClient {
  return { id: row.id, name: row.name, redirectUris: row.redirectUris, scopes: row.scopes as TAppClient['scopes'] };
}

/** The stored values of a client entry: its scopes default to openid profile email. */
export function clientValues(entry: TAppClient) {
  return {
    name: entry.name,
    redirectUris: entry.redirectUris,
    scopes: entry.scopes ?? [...DEFAULT_APP_CLIENT_SCOPES],
  };
}

/** A client id another event already has: ids are unique across events (the id names the event). */
export class ClientIdTaken extends Error {}

/**
 * The apps registered to sign people in through Atrium (issue 29): read by /connect/authorize
 * and the token endpoint, written by the event file and `atrium client …`.
 */
export class AppClients {
  constructor(private readonly db: Db) {}

  async byId(id: string): Promise<AppClientRow | undefined> {
    const [row] = await this.db.select().from(appClients).where(eq(appClients.id, id)).limit(1);
    return row;
  }

  list(platformId: number): Promise<AppClientRow[]> {
    return this.db.select().from(appClients).where(eq(appClients.platformId, platformId)).orderBy(asc(appClients.id));
  }

  /** Adds a client to the event, or replaces the event's own client of that id. */
  async save(platformId: number, entry: TAppClient): Promise<'created' | 'updated'> {
    const existing = await this.byId(entry.id);
    if (existing && existing.platformId !== platformId)
      throw new ClientIdTaken(`The client id ${entry.id} is taken by another event`);
    if (existing) {
      await this.db
        .update(appClients)
        .set(clientValues(entry))
        .where(and(eq(appClients.id, entry.id), eq(appClients.platformId, platformId)));
      return 'updated';
    }
    await this.db.insert(appClients).values({ id: entry.id, platformId, ...clientValues(entry) });
    return 'created';
  }

  /** Removes the event's client; false when the event has none of that id. */
  async remove(platformId: number, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(appClients)
      .where(and(eq(appClients.id, id), eq(appClients.platformId, platformId)))
      .returning({ id: appClients.id });
    return rows.length > 0;
  }

  /** Of these ids, those other events have (the event file's check). */
  async takenElsewhere(platformId: number, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: appClients.id })
      .from(appClients)
      .where(ne(appClients.platformId, platformId));
    const wanted = new Set(ids);
    return rows.map((r) => r.id).filter((id) => wanted.has(id));
  }
}
