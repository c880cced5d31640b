import { standLinkSponsor, type TEventFile, type TEventFileProblem } from '@atrium/contracts';
import { personKeyOf, sessionKeyOf, standIdOfLink } from './event-file.model.ts';
import type { StateNames } from './event-file.present.ts';

/**
 * What the schema cannot see: keys given twice in one list, and references to things neither
 * the file nor the event has. Each problem names its place.
 */
export function checkReferences(file: TEventFile, names: StateNames): TEventFileProblem[] {
  const problems: TEventFileProblem[] = [];
  const { state } = names;

  const unique = <T>(list: T[] | undefined, at: string, field: string, keyOf: (item: T) => string | undefined) => {
    const seen = new Map<string, number>();
    for (const [i, item] of (list ?? []).entries()) {
      const key = keyOf(item)?.toLowerCase();
      if (key === undefined) continue;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else problems.push({ path: `${at}[${i}].${field}`, message: `"${keyOf(item)}" is already at ${at}[${first}]` });
    }
  };
  unique(file.pages, 'pages', 'title', (p) => p.title);
  unique(file.sponsorGroups, 'sponsorGroups', 'title', (g) => g.title);
  unique(file.sponsors, 'sponsors', 'title', (s) => s.title);
  unique(file.lounges, 'lounges', 'title', (l) => l.title);
  unique(file.people, 'people', 'email', (p) => p.email ?? p.key);
  unique(file.programme?.rooms, 'programme.rooms', 'name', (r) => r.name);
  unique(file.programme?.sessions, 'programme.sessions', 'key', (s) => s.key);
  // Compared as references to them are (case-insensitively), like every other key.
  const codes = new Map<string, string>();
  for (const [i, session] of (file.programme?.sessions ?? []).entries()) {
    for (const [j, p] of (session.presentations ?? []).entries()) {
      if (!p.code) continue;
      const place = `programme.sessions[${i}].presentations[${j}].code`;
      const first = codes.get(p.code.toLowerCase());
      if (first) problems.push({ path: place, message: `"${p.code}" is already at ${first}` });
      else codes.set(p.code.toLowerCase(), place);
    }
  }
  for (const [i, sponsor] of (file.sponsors ?? []).entries()) {
    unique(sponsor.staff, `sponsors[${i}].staff`, 'person', (m) => m.person);
  }

  // What the file and the event name, by natural key (compared case-insensitively for emails).
  const has = (values: Iterable<string | null | undefined>) =>
    new Set([...values].filter((v): v is string => Boolean(v)).map((v) => v.toLowerCase()));
  const groups = has([...state.groups.map((g) => g.title), ...(file.sponsorGroups ?? []).map((g) => g.title)]);
  const sponsors = has([...state.sponsors.map((s) => s.title), ...(file.sponsors ?? []).map((s) => s.title)]);
  const pages = has([
    ...state.pages.filter((p) => p.module === null).map((p) => p.title),
    ...(file.pages ?? []).map((p) => p.title),
  ]);
  const people = has([...state.people.map(personKeyOf), ...(file.people ?? []).map((p) => p.email ?? p.key)]);
  const rooms = has([...state.rooms.map((r) => r.name), ...(file.programme?.rooms ?? []).map((r) => r.name)]);
  const fileSessions = file.programme?.sessions ?? [];
  const sessions = has([...state.sessions.map(sessionKeyOf), ...fileSessions.map((s) => s.key)]);
  const presentations = has([
    ...names.presentation.values(),
    ...fileSessions.flatMap((s) => (s.presentations ?? []).map((p, n) => p.code ?? `${s.key}#${n + 1}`)),
  ]);

  const need = (value: string | null | undefined, known: Set<string>, place: string, what: string) => {
    if (value && !known.has(value.toLowerCase()))
      problems.push({ path: place, message: `no ${what} "${value}" in the file or the event` });
  };
  const walkMenu = (items: TEventFile['menu'], at: string) => {
    for (const [i, item] of (items ?? []).entries()) {
      need(item.page, pages, `${at}[${i}].page`, 'page');
      if (item.page && item.link) problems.push({ path: `${at}[${i}].link`, message: 'give link or page, not both' });
      walkMenu(item.items, `${at}[${i}].items`);
    }
  };
  walkMenu(file.menu, 'menu');
  for (const [i, sponsor] of (file.sponsors ?? []).entries()) {
    need(sponsor.group, groups, `sponsors[${i}].group`, 'sponsor group');
    for (const [j, member] of (sponsor.staff ?? []).entries())
      need(member.person, people, `sponsors[${i}].staff[${j}].person`, 'person');
  }
  // A stand is named by its sponsor (`stand:Acme`): an id means another stand in another event.
  const standLink = (link: string | undefined, path: string) => {
    const stand = standLinkSponsor(link);
    if (stand === '') problems.push({ path, message: "must name the stand's sponsor: stand:Title" });
    else need(stand, sponsors, path, 'sponsor');
    const standId = link === undefined ? undefined : standIdOfLink(link, state.code);
    if (standId !== undefined) {
      const sponsor = names.sponsor.get(standId);
      problems.push({
        path,
        message: sponsor
          ? `names a stand by its id: write stand:${sponsor}`
          : "names a stand by its id: write stand: and the sponsor's title",
      });
    }
  };
  for (const [i, ad] of (file.ads ?? []).entries()) {
    need(ad.sponsor, sponsors, `ads[${i}].sponsor`, 'sponsor');
    standLink(ad.link, `ads[${i}].link`);
  }
  for (const [i, lounge] of (file.lounges ?? []).entries())
    need(lounge.sponsor, sponsors, `lounges[${i}].sponsor`, 'sponsor');
  for (const [i, person] of (file.people ?? []).entries()) {
    const m = person.moderates;
    if (!m) continue;
    const at = `people[${i}].moderates`;
    for (const [j, v] of (m.sessions ?? []).entries()) need(v, sessions, `${at}.sessions[${j}]`, 'session');
    for (const [j, v] of (m.presentations ?? []).entries())
      need(v, presentations, `${at}.presentations[${j}]`, 'presentation');
    for (const [j, v] of (m.sponsors ?? []).entries()) need(v, sponsors, `${at}.sponsors[${j}]`, 'sponsor');
    for (const [j, v] of (m.sponsorLounges ?? []).entries()) need(v, sponsors, `${at}.sponsorLounges[${j}]`, 'sponsor');
  }
  for (const [i, session] of fileSessions.entries()) {
    const at = `programme.sessions[${i}]`;
    need(session.room, rooms, `${at}.room`, 'room');
    for (const [j, v] of (session.speakers ?? []).entries()) need(v, people, `${at}.speakers[${j}]`, 'person');
    for (const [j, v] of (session.moderators ?? []).entries()) need(v, people, `${at}.moderators[${j}]`, 'person');
    for (const [j, p] of (session.presentations ?? []).entries())
      need(p.speaker, people, `${at}.presentations[${j}].speaker`, 'person');
    standLink(session.sponsorThumbnailLinkUri, `${at}.sponsorThumbnailLinkUri`);
  }
  const elsewhere = new Set(state.clientIdsElsewhere);
  for (const [i, c] of (file.clients ?? []).entries())
    if (elsewhere.has(c.id))
      problems.push({ path: `clients[${i}].id`, message: `"${c.id}" is taken by another event` });
  return problems;
}
