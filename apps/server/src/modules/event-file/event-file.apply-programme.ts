import type { TEventFile } from '@atrium/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { platforms, presentations, programmeLabels, rooms, sessionPeople, sessions } from '../../db/schema.ts';
import { sanitizeRichText } from '../../lib/html-text.ts';
import type { EventApplier } from './event-file.apply.ts';
import { storedLinkIn } from './event-file.apply-exhibition.ts';
import { PRESENTATION_DEFAULTS, ROOM_DEFAULTS, SESSION_DEFAULTS, sameValue, sessionKeyOf } from './event-file.model.ts';
import { presentRoom, presentSession } from './event-file.present.ts';
import { giveTurn, INSERT_CHUNK, syncByPosition } from './event-file.sync.ts';

type Programme = NonNullable<TEventFile['programme']>;
const lower = (v: string) => v.toLowerCase();
const isoOrNull = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
const dateOrNull = (v: string | null) => (v ? new Date(v) : null);

/**
 * The programme section: rooms (by name), French labels, sessions (by key) with their people
 * and presentations (by position). Answers whether anything changed (the caller raises the
 * programme version so that every node rebuilds it).
 */
export async function applyProgramme(a: EventApplier, programme: Programme): Promise<boolean> {
  let changed = false;
  const { tx, platformId, state } = a;

  const roomByName = new Map(state.rooms.map((r) => [lower(r.name), r]));
  for (const [i, room] of (programme.rooms ?? []).entries()) {
    await giveTurn();
    const row = roomByName.get(lower(room.name));
    const current = row ? { ...presentRoom(row, a.names), sortOrder: row.sortOrder } : undefined;
    const desired = { ...(current ?? ROOM_DEFAULTS), ...room, sortOrder: i };
    if (current && sameValue(desired, current)) {
      a.note('programme', `room ${room.name}`, 'unchanged');
      continue;
    }
    changed = true;
    const { nameFr, ...columns } = desired;
    if (!row) {
      const [made] = await tx
        .insert(rooms)
        .values({ platformId, ...columns })
        .returning({ id: rooms.id });
      if (made) a.ids.room.set(lower(room.name), made.id);
    } else await tx.update(rooms).set(columns).where(eq(rooms.id, row.id));
    if (nameFr !== (current?.nameFr ?? '')) await setLabel(a, 'room', room.name, nameFr);
    a.note('programme', `room ${room.name}`, row ? 'updated' : 'created');
  }
  for (const kind of ['type', 'theme'] as const) {
    const labels = kind === 'type' ? programme.labelsFr?.types : programme.labelsFr?.themes;
    for (const [name, fr] of Object.entries(labels ?? {})) {
      const row = state.labels.find((l) => l.kind === kind && l.name === name);
      if ((row?.nameFr ?? '') === fr.trim()) continue;
      changed = true;
      await setLabel(a, kind, name, fr);
      a.note('programme', `${kind} label ${name}`, row ? 'updated' : 'created');
    }
  }

  const bySessionKey = new Map(state.sessions.map((s) => [lower(sessionKeyOf(s)), s]));
  const created: {
    session: typeof sessions.$inferInsert;
    presentations: (Omit<typeof presentations.$inferInsert, 'platformId' | 'sessionId' | 'startsAt' | 'endsAt'> & {
      startsAt: string | null;
      endsAt: string | null;
    })[];
    speakers: number[];
    moderators: number[];
  }[] = [];
  const personId = (ref: string | null | undefined) => (ref ? (a.ids.person.get(lower(ref)) ?? null) : null);
  // Polls are not columns of the session: event-file.apply-polls.ts writes them after.
  for (const { polls: _polls, ...session } of programme.sessions ?? []) {
    await giveTurn();
    const row = bySessionKey.get(lower(session.key));
    // The sponsor's link compared as stored (`stand/{id}`): the file may name the stand in any case.
    const current = row
      ? { ...presentSession(row, a.names), sponsorThumbnailLinkUri: row.sponsorThumbnailLinkUri }
      : undefined;
    // Stored as the admin stores them: the programme shows these as HTML (sanitising twice changes nothing).
    const desired = {
      ...(current ?? SESSION_DEFAULTS),
      ...session,
      sponsorThumbnailLinkUri: storedLinkIn(
        a,
        session.sponsorThumbnailLinkUri ?? current?.sponsorThumbnailLinkUri ?? SESSION_DEFAULTS.sponsorThumbnailLinkUri,
      ),
      ...(session.abstract === undefined ? {} : { abstract: sanitizeRichText(session.abstract) }),
      ...(session.description === undefined ? {} : { description: sanitizeRichText(session.description) }),
      startsAt: new Date(session.startsAt).toISOString(),
      endsAt: new Date(session.endsAt).toISOString(),
      presentations: (session.presentations ?? current?.presentations ?? []).map((p) => ({
        ...PRESENTATION_DEFAULTS,
        ...p,
        ...(p.description === undefined ? {} : { description: sanitizeRichText(p.description) }),
        startsAt: isoOrNull(p.startsAt),
        endsAt: isoOrNull(p.endsAt),
      })),
    };
    if (current && sameValue(desired, current)) {
      a.note('programme', `session ${session.key}`, 'unchanged');
      continue;
    }
    changed = true;
    const { key, room, speakers, moderators, presentations: talks, startsAt, endsAt, ...columns } = desired;
    const values = {
      ...columns,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      roomId: room ? (a.ids.room.get(lower(room)) ?? null) : null,
    };
    const presentationValues = talks.map((p) => ({
      internalCode: p.code,
      title: p.title,
      description: p.description,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      speakerId: personId(p.speaker),
      speakerNameOverride: p.speakerNameOverride,
      coAuthors: p.coAuthors,
      code: p.customCode,
      type: p.type,
      theme: p.theme,
      keywords: p.keywords,
      isPoster: p.isPoster,
      isEventPortalPresentation: p.isEventPortalPresentation,
      submissionRequirements: p.submissionRequirements,
    }));
    const peopleIds = (list: string[]) => [...new Set(list.map(personId).filter((v): v is number => v !== null))];
    if (!row) {
      // Written together after the loop, a few hundred a statement.
      created.push({
        session: { platformId, externalKey: key, ...values, updatedAt: a.options.now },
        presentations: presentationValues,
        speakers: peopleIds(speakers),
        moderators: peopleIds(moderators),
      });
      a.note('programme', `session ${session.key}`, 'created');
      continue;
    }
    const sessionId = row.id;
    {
      const { presentations: _p, speakers: _s, moderators: _m, ...currentColumns } = current ?? desired;
      const { presentations: _dp, speakers: _ds, moderators: _dm, ...desiredColumns } = desired;
      if (!sameValue(desiredColumns, currentColumns))
        await tx
          .update(sessions)
          .set({ ...values, updatedAt: a.options.now })
          .where(eq(sessions.id, sessionId));
    }
    for (const [role, list, offset] of [
      ['speaker', speakers, 0],
      ['moderator', moderators, 100],
    ] as const) {
      const before = current ? (role === 'speaker' ? current.speakers : current.moderators) : [];
      if (sameValue(list, before)) continue;
      await tx.delete(sessionPeople).where(and(eq(sessionPeople.sessionId, sessionId), eq(sessionPeople.role, role)));
      const ids = peopleIds(list);
      if (ids.length)
        await tx
          .insert(sessionPeople)
          .values(ids.map((userId, i) => ({ sessionId, userId, role, sortOrder: offset + i })));
    }
    await syncByPosition(
      a.names.presentationsOf.get(sessionId) ?? [],
      presentationValues,
      (r) => ({
        internalCode: r.internalCode,
        title: r.title,
        description: r.description,
        startsAt: isoOrNull(r.startsAt?.toISOString()),
        endsAt: isoOrNull(r.endsAt?.toISOString()),
        speakerId: r.speakerId,
        speakerNameOverride: r.speakerNameOverride,
        coAuthors: r.coAuthors,
        code: r.code,
        type: r.type,
        theme: r.theme,
        keywords: r.keywords,
        isPoster: r.isPoster,
        isEventPortalPresentation: r.isEventPortalPresentation,
        submissionRequirements: r.submissionRequirements,
      }),
      {
        insert: (v) =>
          tx.insert(presentations).values({
            ...v,
            platformId,
            sessionId,
            startsAt: dateOrNull(v.startsAt),
            endsAt: dateOrNull(v.endsAt),
          }),
        update: (id, v) =>
          tx
            .update(presentations)
            .set({ ...v, startsAt: dateOrNull(v.startsAt), endsAt: dateOrNull(v.endsAt) })
            .where(eq(presentations.id, id)),
        remove: (ids) => tx.delete(presentations).where(inArray(presentations.id, ids)),
      },
    );
    a.note('programme', `session ${session.key}`, 'updated');
  }
  for (let i = 0; i < created.length; i += INSERT_CHUNK) {
    await giveTurn();
    const chunk = created.slice(i, i + INSERT_CHUNK);
    const made = await tx
      .insert(sessions)
      .values(chunk.map((c) => c.session))
      .returning({ id: sessions.id });
    const talks: (typeof presentations.$inferInsert)[] = [];
    const people: (typeof sessionPeople.$inferInsert)[] = [];
    for (const [j, c] of chunk.entries()) {
      const sessionId = made[j]?.id;
      if (sessionId === undefined) continue;
      a.ids.session.set(lower(c.session.externalKey ?? ''), sessionId);
      for (const [n, p] of c.presentations.entries())
        talks.push({
          ...p,
          platformId,
          sessionId,
          sortOrder: n,
          startsAt: dateOrNull(p.startsAt),
          endsAt: dateOrNull(p.endsAt),
        });
      for (const [n, userId] of c.speakers.entries()) people.push({ sessionId, userId, role: 'speaker', sortOrder: n });
      for (const [n, userId] of c.moderators.entries())
        people.push({ sessionId, userId, role: 'moderator', sortOrder: 100 + n });
    }
    for (let k = 0; k < talks.length; k += INSERT_CHUNK) {
      await giveTurn();
      await tx.insert(presentations).values(talks.slice(k, k + INSERT_CHUNK));
    }
    for (let k = 0; k < people.length; k += INSERT_CHUNK) {
      await giveTurn();
      await tx.insert(sessionPeople).values(people.slice(k, k + INSERT_CHUNK));
    }
  }
  const wanted = new Set((programme.sessions ?? []).map((s) => lower(s.key)));
  if (programme.sessions)
    for (const row of state.sessions)
      if (!wanted.has(lower(sessionKeyOf(row)))) a.section('programme').left.push(`session ${sessionKeyOf(row)}`);

  if (changed) {
    // The presentations as they are now: the moderator scopes name them by code or position.
    const rows = await tx
      .select({ id: presentations.id, sessionId: presentations.sessionId, code: presentations.internalCode })
      .from(presentations)
      .where(eq(presentations.platformId, platformId))
      .orderBy(asc(presentations.sortOrder), asc(presentations.id));
    const keyOfSession = new Map([...a.ids.session].map(([key, id]) => [id, key]));
    const position = new Map<number, number>();
    for (const r of rows) {
      const n = (position.get(r.sessionId) ?? 0) + 1;
      position.set(r.sessionId, n);
      a.ids.presentation.set(lower(r.code || `${keyOfSession.get(r.sessionId)}#${n}`), r.id);
    }
    // Every node rebuilds its programme (ProgrammeService reads the version).
    await tx
      .update(platforms)
      .set({ programmeVersion: sql`${platforms.programmeVersion} + 1` })
      .where(eq(platforms.id, platformId));
  }
  return changed;
}

async function setLabel(a: EventApplier, kind: 'type' | 'theme' | 'room', name: string, nameFr: string) {
  const where = and(
    eq(programmeLabels.platformId, a.platformId),
    eq(programmeLabels.kind, kind),
    eq(programmeLabels.name, name),
  );
  if (!nameFr.trim()) {
    await a.tx.delete(programmeLabels).where(where);
    return;
  }
  await a.tx
    .insert(programmeLabels)
    .values({ platformId: a.platformId, kind, name, nameFr: nameFr.trim() })
    .onConflictDoUpdate({
      target: [programmeLabels.platformId, programmeLabels.kind, programmeLabels.name],
      set: { nameFr: nameFr.trim() },
    });
}
