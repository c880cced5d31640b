import { normaliseRoomName, standLinkSponsor, type TEventFile } from '@atrium/contracts';
import { eq, inArray } from 'drizzle-orm';
import {
  loungeRooms,
  lounges,
  sponsorAds,
  sponsorDocuments,
  sponsorGroups,
  sponsorHotspots,
  sponsorLinks,
  sponsorStaff,
  sponsors,
} from '../../db/schema.ts';
import type { EventApplier } from './event-file.apply.ts';
import {
  AD_DEFAULTS,
  GROUP_DEFAULTS,
  HOTSPOT_DEFAULTS,
  LOUNGE_DEFAULTS,
  SPONSOR_DEFAULTS,
  STAFF_DEFAULTS,
  sameValue,
  standIdOfLink,
  storedStandLink,
} from './event-file.model.ts';
import { presentAd, presentGroup, presentLounge, presentSponsor } from './event-file.present.ts';
import { giveTurn, syncByPosition } from './event-file.sync.ts';

/** The exhibition sections: sponsor groups, sponsors and their stands, ads, lounges (by title). */

const lower = (v: string) => v.toLowerCase();

export async function applyGroups(a: EventApplier, groups: NonNullable<TEventFile['sponsorGroups']>) {
  const wanted = new Set(groups.map((g) => lower(g.title)));
  for (const [i, group] of groups.entries()) {
    await giveTurn();
    const id = a.ids.group.get(lower(group.title));
    const row = id === undefined ? undefined : a.state.groups.find((g) => g.id === id);
    const desired = { ...(row ? presentGroup(row) : { ...GROUP_DEFAULTS }), ...group, sortOrder: i };
    if (!row) {
      const [made] = await a.tx
        .insert(sponsorGroups)
        .values({ platformId: a.platformId, ...desired })
        .returning({ id: sponsorGroups.id });
      if (made) a.ids.group.set(lower(group.title), made.id);
      a.note('sponsorGroups', group.title, 'created');
    } else if (sameValue(desired, { ...presentGroup(row), sortOrder: row.sortOrder }))
      a.note('sponsorGroups', group.title, 'unchanged');
    else {
      await a.tx.update(sponsorGroups).set(desired).where(eq(sponsorGroups.id, row.id));
      a.note('sponsorGroups', group.title, 'updated');
    }
  }
  for (const row of a.state.groups) if (!wanted.has(lower(row.title))) a.section('sponsorGroups').left.push(row.title);
}

export async function applySponsors(a: EventApplier, list: NonNullable<TEventFile['sponsors']>) {
  const wanted = new Set(list.map((s) => lower(s.title)));
  for (const [i, sponsor] of list.entries()) {
    await giveTurn();
    const id = a.ids.sponsor.get(lower(sponsor.title));
    const row = id === undefined ? undefined : a.sponsorsById.get(id);
    const current = row ? { ...presentSponsor(row, a.names), sortOrder: row.sortOrder } : undefined;
    const desired = {
      ...(current ?? { ...SPONSOR_DEFAULTS, sortOrder: i }),
      ...sponsor,
      sortOrder: i,
      staff: (sponsor.staff ?? current?.staff ?? []).map((m) => ({ ...STAFF_DEFAULTS, ...m })),
      hotspots: (sponsor.hotspots ?? current?.hotspots ?? []).map((h) => ({ ...HOTSPOT_DEFAULTS, ...h })),
      documents: sponsor.documents ?? current?.documents ?? [],
      links: sponsor.links ?? current?.links ?? [],
    };
    if (current && sameValue(desired, current)) {
      a.note('sponsors', sponsor.title, 'unchanged');
      continue;
    }
    const { staff, hotspots, documents, links, group, ...columns } = desired;
    const values = { ...columns, groupId: group ? (a.ids.group.get(lower(group)) ?? null) : null };
    let sponsorId: number;
    if (!row) {
      const [made] = await a.tx
        .insert(sponsors)
        .values({ platformId: a.platformId, ...values })
        .returning({ id: sponsors.id });
      if (!made) continue;
      sponsorId = made.id;
      a.ids.sponsor.set(lower(sponsor.title), sponsorId);
    } else {
      sponsorId = row.id;
      await a.tx.update(sponsors).set(values).where(eq(sponsors.id, sponsorId));
    }
    await sponsorLists(a, sponsorId, { staff, hotspots, documents, links });
    a.note('sponsors', sponsor.title, row ? 'updated' : 'created');
  }
  for (const row of a.state.sponsors) if (!wanted.has(lower(row.title))) a.section('sponsors').left.push(row.title);
}

/** A stand's lists, matched by position (ids stay where nothing moved), staff by person. */
async function sponsorLists(
  a: EventApplier,
  sponsorId: number,
  lists: Pick<ReturnType<typeof presentSponsor>, 'staff' | 'hotspots' | 'documents' | 'links'>,
) {
  const base = { platformId: a.platformId, sponsorId };
  const staffRows = a.names.staffOf.get(sponsorId) ?? [];
  const keep = new Set<number>();
  for (const [i, member] of lists.staff.entries()) {
    const userId = a.ids.person.get(lower(member.person));
    if (userId === undefined) continue;
    keep.add(userId);
    const values = { jobTitle: member.jobTitle, links: member.links, sortOrder: i };
    const existing = staffRows.find((s) => s.userId === userId);
    if (!existing) await a.tx.insert(sponsorStaff).values({ ...base, userId, ...values });
    else if (!sameValue(values, { jobTitle: existing.jobTitle, links: existing.links, sortOrder: existing.sortOrder }))
      await a.tx.update(sponsorStaff).set(values).where(eq(sponsorStaff.id, existing.id));
  }
  const gone = staffRows.filter((s) => !keep.has(s.userId)).map((s) => s.id);
  if (gone.length) await a.tx.delete(sponsorStaff).where(inArray(sponsorStaff.id, gone));

  await syncByPosition(
    a.names.hotspotsOf.get(sponsorId) ?? [],
    lists.hotspots,
    (row) => ({
      type: row.type,
      title: row.title,
      posTop: row.posTop,
      posLeft: row.posLeft,
      mapHeight: row.mapHeight,
      mapWidth: row.mapWidth,
      vidWidth: row.vidWidth,
      vidHeight: row.vidHeight,
      items: row.items,
    }),
    {
      insert: (v) => a.tx.insert(sponsorHotspots).values({ ...base, ...v }),
      update: (id, v) => a.tx.update(sponsorHotspots).set(v).where(eq(sponsorHotspots.id, id)),
      remove: (ids) => a.tx.delete(sponsorHotspots).where(inArray(sponsorHotspots.id, ids)),
    },
  );
  await syncByPosition(
    a.names.documentsOf.get(sponsorId) ?? [],
    lists.documents,
    (row) => ({ title: row.title, uri: row.uri }),
    {
      insert: (v) => a.tx.insert(sponsorDocuments).values({ ...base, ...v }),
      update: (id, v) => a.tx.update(sponsorDocuments).set(v).where(eq(sponsorDocuments.id, id)),
      remove: (ids) => a.tx.delete(sponsorDocuments).where(inArray(sponsorDocuments.id, ids)),
    },
  );
  await syncByPosition(
    a.names.linksOf.get(sponsorId) ?? [],
    lists.links,
    (row) => ({ title: row.title, uri: row.uri }),
    {
      insert: (v) => a.tx.insert(sponsorLinks).values({ ...base, ...v }),
      update: (id, v) => a.tx.update(sponsorLinks).set(v).where(eq(sponsorLinks.id, id)),
      remove: (ids) => a.tx.delete(sponsorLinks).where(inArray(sponsorLinks.id, ids)),
    },
  );
}

/** A link as stored: one naming a stand by its sponsor (`stand:Acme`) becomes that stand's link here. */
export function storedLinkIn(a: EventApplier, link: string): string {
  const sponsor = standLinkSponsor(link);
  const id = sponsor === undefined ? undefined : a.ids.sponsor.get(lower(sponsor));
  return id === undefined ? link : storedStandLink(id);
}

/**
 * The ads, given whole, matched by position. A link to a sponsor's stand (`stand:Acme`) is
 * stored as that stand's link in this event (`stand/{id}`; the sponsors are written first), and
 * compared with the stored link as the web routes it.
 */
export async function applyAds(a: EventApplier, ads: NonNullable<TEventFile['ads']>) {
  const desired = ads.map((ad) => ({ ...AD_DEFAULTS, ...ad }));
  const storedLink = (link: string) => storedLinkIn(a, link);
  const outcome = await syncByPosition(
    a.state.ads,
    desired.map(({ sponsor, link, ...ad }) => ({
      ...ad,
      link: storedLink(link),
      sponsorId: sponsor ? (a.ids.sponsor.get(lower(sponsor)) ?? null) : null,
    })),
    (row) => {
      const standId = standIdOfLink(row.link, a.state.code);
      return {
        type: row.type,
        title: row.title,
        titleFr: row.titleFr,
        imageUri: row.imageUri,
        link: standId === undefined ? row.link : storedStandLink(standId),
        sponsorId: row.sponsorId,
      };
    },
    {
      insert: (v) => a.tx.insert(sponsorAds).values({ platformId: a.platformId, ...v }),
      update: (id, v) => a.tx.update(sponsorAds).set(v).where(eq(sponsorAds.id, id)),
      remove: (ids) => a.tx.delete(sponsorAds).where(inArray(sponsorAds.id, ids)),
    },
  );
  const label = (i: number, list: { type: string; title: string }[]) =>
    `${list[i]?.type} ${list[i]?.title || `#${i + 1}`}`.trim();
  const section = a.section('ads');
  for (const [i, what] of outcome.entries()) section[what].push(label(i, desired));
  for (let i = desired.length; i < a.state.ads.length; i++)
    section.removed.push(
      label(
        i,
        a.state.ads.map((row) => presentAd(row, a.names)),
      ),
    );
}

export async function applyLounges(a: EventApplier, list: NonNullable<TEventFile['lounges']>) {
  const wanted = new Set(list.map((l) => lower(l.title)));
  for (const lounge of list) {
    await giveTurn();
    const row = a.state.lounges.find((l) => lower(l.title) === lower(lounge.title));
    const current = row ? presentLounge(row, a.names) : undefined;
    const fields = { ...(current ?? LOUNGE_DEFAULTS), ...lounge };
    const { rooms: _rooms, sponsor, ...columns } = fields;
    const values = { ...columns, sponsorId: sponsor ? (a.ids.sponsor.get(lower(sponsor)) ?? null) : null };
    // Rooms are only added: moderators make and remove rooms while the event runs.
    // Rooms keep the organiser's names; one the lounge has already, as spec 3 §5 compares names
    // (normalised), is not made twice.
    const have = new Set((current?.rooms ?? []).map(normaliseRoomName));
    const missingRooms: string[] = [];
    for (const name of lounge.rooms ?? []) {
      const normal = normaliseRoomName(name);
      if (normal === '' || have.has(normal)) continue;
      have.add(normal);
      missingRooms.push(name);
    }
    const currentValues = row && {
      title: row.title,
      titleFr: row.titleFr,
      imageUri: row.imageUri,
      sponsorId: row.sponsorId,
    };
    if (row && sameValue(values, currentValues) && missingRooms.length === 0) {
      a.note('lounges', lounge.title, 'unchanged');
      continue;
    }
    let loungeId: number;
    if (!row) {
      const [made] = await a.tx
        .insert(lounges)
        .values({ platformId: a.platformId, ...values })
        .returning({ id: lounges.id });
      if (!made) continue;
      loungeId = made.id;
    } else {
      loungeId = row.id;
      if (!sameValue(values, currentValues)) await a.tx.update(lounges).set(values).where(eq(lounges.id, row.id));
    }
    for (const name of missingRooms) {
      await a.tx.insert(loungeRooms).values({ platformId: a.platformId, loungeId, name }).onConflictDoNothing();
    }
    a.note('lounges', lounge.title, row ? 'updated' : 'created');
  }
  for (const row of a.state.lounges) if (!wanted.has(lower(row.title))) a.section('lounges').left.push(row.title);
}
