// A generated event file the size of a large congress: `sponsors` sponsors in 6 groups, each with
// a stand (two staff members, four hotspots, two links, two documents as files beside the event
// file), `people` people (every tenth a speaker, the staff among them), `sessions` sessions in
// 40 rooms over 3 days with 3 presentations each, French labels, an ad per sponsor, a lounge per
// ten sponsors. Deterministic: the same file (and the same document bytes) every run.
import type { TEventFile } from '@atrium/contracts';

const ROOMS = 40;
const DAYS = 3;
const GROUPS = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Start-ups', 'Societies'];
const THEMES = ['Imaging', 'Robotics', 'Data science', 'Biomaterials', 'Neuroengineering', 'Digital health'];
const TYPES = ['Oral session', 'Symposium', 'Workshop', 'Poster session', 'Industry session', 'Keynote'];
const COUNTRIES = ['France', 'Germany', 'Italy', 'Spain', 'Japan', 'Brazil', 'Canada', 'Kenya', 'India', 'Norway'];
const FIRST = ['Amélie', 'Jérôme', 'Søren', 'Inês', 'Björn', 'Hélène', 'Aarav', 'Mei', 'Olusegun', 'Giulia'];
const LAST = ['Martin', 'Nakamura', 'García', 'Okafor', 'Lindqvist', 'Rossi', 'Dubois', 'Mehta', 'Novak', 'Silva'];
const WORDS = 'signal model cohort sensor imaging therapy device network trial outcome method tissue'.split(' ');

export interface GeneratedEventFile {
  file: TEventFile;
  files: Map<string, Buffer>;
}

/** A one-page PDF-like document of `size` bytes (the storage keeps bytes; nothing reads it). */
function documentBytes(seed: number, size = 4096): Buffer {
  const bytes = Buffer.alloc(size, 32);
  bytes.write(`%PDF-1.4\n% generated document ${seed}\n`, 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  return bytes;
}

export function generateEventFile(options: { sponsors: number; people: number; sessions: number; start: string }) {
  const words = (i: number, n: number) =>
    Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');
  const files = new Map<string, Buffer>();
  const email = (i: number) => `person${i}@bench.atrium.test`;

  const people: NonNullable<TEventFile['people']> = Array.from({ length: options.people }, (_, i) => ({
    email: email(i),
    firstName: FIRST[i % FIRST.length] as string,
    lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]}-${i}`,
    organisation: `Institute ${i % 300}`,
    jobTitle: i % 10 === 0 ? 'Professor' : 'Engineer',
    town: `Town ${i % 50}`,
    country: COUNTRIES[i % COUNTRIES.length] as string,
    biography: `<p>${words(i, 30)}</p>`,
    roles: i % 10 === 0 ? ['speaker'] : [],
  }));
  const speakers = people.flatMap((_, i) => (i % 10 === 0 ? [email(i)] : []));

  const sponsors: NonNullable<TEventFile['sponsors']> = Array.from({ length: options.sponsors }, (_, s) => {
    const title = `Sponsor ${String(s + 1).padStart(3, '0')}`;
    const staff = [2 * s + 1, 2 * s + 2].map((i) => email(options.people - i));
    for (const [k, person] of staff.entries()) {
      const p = people[options.people - (2 * s + 1 + k)];
      if (p && p.email === person) p.moderates = { sponsors: [title] };
    }
    const documents = ['brochure', 'white-paper'].map((kind, k) => {
      const uri = `stands/sponsor-${s + 1}-${kind}.pdf`;
      files.set(uri, documentBytes(s * 2 + k));
      return { title: `${title}: ${kind.replace('-', ' ')}`, uri };
    });
    const domain = `sponsor-${s + 1}.example.com`;
    return {
      title,
      group: GROUPS[s % GROUPS.length] as string,
      shortDescription: `${title}: ${words(s, 6)}`,
      description: `<p>${words(s, 60)}</p>`,
      thumbnailImageUri: `https://${domain}/logo.png`,
      standImageUri: `https://${domain}/stand.png`,
      enableStandChat: s % 2 === 0,
      theme: THEMES[s % THEMES.length] as string,
      industry: `Industry ${s % 12}`,
      expertise: `Expertise ${s % 20}`,
      keywords: [WORDS[s % WORDS.length] as string, WORDS[(s + 5) % WORDS.length] as string],
      staff: staff.map((person, k) => ({
        person,
        jobTitle: k === 0 ? 'Sales Director' : 'Field Engineer',
        links: [{ uri: `mailto:team${k}@${domain}`, icon: 'email' as const }],
      })),
      links: [
        { title: 'Our website', uri: `https://${domain}/` },
        { title: 'Write to us', uri: `mailto:contact@${domain}` },
      ],
      documents,
      hotspots: [
        {
          type: 'Youtube',
          posTop: 10,
          posLeft: 5,
          mapWidth: 20,
          mapHeight: 30,
          items: [{ title: 'Film', content: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' }],
        },
        {
          type: 'IFrame',
          posTop: 10,
          posLeft: 30,
          mapWidth: 20,
          mapHeight: 30,
          items: [{ title: 'Map', content: `https://${domain}/map` }],
        },
        {
          type: 'Link',
          posTop: 60,
          posLeft: 5,
          mapWidth: 30,
          mapHeight: 20,
          items: [{ title: 'Site', content: `https://${domain}/` }],
        },
        {
          type: 'Documents',
          posTop: 60,
          posLeft: 40,
          mapWidth: 25,
          mapHeight: 20,
          items: documents.map((d) => ({ title: d.title, content: d.uri })),
        },
      ],
    };
  });

  const rooms = Array.from({ length: ROOMS }, (_, r) => ({
    name: `Room ${String(r + 1).padStart(2, '0')}`,
    nameFr: `Salle ${r + 1}`,
  }));
  // Sessions of an hour from 09:00 UTC, room by room, day by day, until there are enough.
  const perRoomDay = Math.ceil(options.sessions / (ROOMS * DAYS));
  const sessions: NonNullable<NonNullable<TEventFile['programme']>['sessions']> = [];
  for (let i = 0; i < options.sessions; i++) {
    const slot = i % perRoomDay;
    const room = Math.floor(i / perRoomDay) % ROOMS;
    const day = Math.floor(i / (perRoomDay * ROOMS));
    const start = Date.parse(`${options.start}T09:00:00Z`) + day * 86_400_000 + slot * 3_600_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const type = TYPES[i % TYPES.length] as string;
    const talks = [0, 1, 2].map((k) => speakers[(i * 3 + k) % speakers.length] as string);
    sessions.push({
      key: `session-${i + 1}`,
      title: `Session ${i + 1}: ${words(i, 4)}`,
      description: `<p>${words(i, 40)}</p>`,
      startsAt: at(0),
      endsAt: at(55),
      room: rooms[room]?.name as string,
      type,
      theme: THEMES[i % THEMES.length] as string,
      colour: '#0D47A1',
      language: 'en',
      keywords: [WORDS[i % WORDS.length] as string],
      isPoster: type === 'Poster session',
      enableChat: true,
      enableComments: i % 3 === 0,
      moderators: [speakers[(i + 7) % speakers.length] as string],
      speakers: [...new Set(talks)],
      presentations: talks.map((speaker, k) => ({
        code: `${type === 'Poster session' ? 'P' : 'O'}-${String(i * 3 + k + 1).padStart(5, '0')}`,
        title: `${words(i + k, 6)} (${i + 1}.${k + 1})`,
        description: `<p>${words(i * 3 + k, 50)}</p>`,
        startsAt: at(k * 15),
        endsAt: at(k * 15 + 15),
        speaker,
        coAuthors: `${FIRST[k] as string} ${LAST[i % LAST.length] as string}`,
        isPoster: type === 'Poster session',
      })),
    });
  }

  const file: TEventFile = {
    version: 1,
    settings: { eventTitle: 'Bench Congress', open: true, timeZone: 'Europe/Paris' },
    menu: [
      {
        title: 'Programme',
        titleEn: 'Programme',
        titleFr: 'Programme',
        icon: 'calendar',
        link: 'programme',
        module: 'programme',
      },
      {
        title: 'Exhibition',
        titleEn: 'Exhibition',
        titleFr: 'Exposition',
        icon: 'expo',
        link: 'expo',
        module: 'exhibition',
      },
      { title: 'About', titleEn: 'About', titleFr: 'À propos', icon: 'info', page: 'About' },
    ],
    landing: { title: 'Welcome', titleFr: 'Bienvenue', html: '<p>Welcome</p>', htmlFr: '<p>Bienvenue</p>' },
    pages: [{ title: 'About', titleFr: 'À propos', html: '<p>About</p>', htmlFr: '<p>À propos</p>' }],
    sponsorGroups: GROUPS.map((title) => ({ title, colour: '#455A64', textColour: '#FFFFFF' })),
    sponsors,
    ads: sponsors.map((s, i) => ({
      type: 'sidebar' as const,
      sponsor: s.title,
      title: s.title,
      titleFr: s.title,
      imageUri: `https://sponsor-${i + 1}.example.com/ad.png`,
      link: `https://sponsor-${i + 1}.example.com/`,
    })),
    lounges: sponsors
      .filter((_, i) => i % 10 === 0)
      .map((s) => ({
        title: `${s.title} lounge`,
        titleFr: `Salon ${s.title}`,
        sponsor: s.title,
        rooms: ['Demos', 'Meet us'],
      })),
    people,
    programme: {
      rooms,
      labelsFr: {
        types: Object.fromEntries(TYPES.map((t) => [t, `${t} (fr)`])),
        themes: Object.fromEntries(THEMES.map((t) => [t, `${t} (fr)`])),
      },
      sessions,
    },
  };
  return { file, files } satisfies GeneratedEventFile;
}
