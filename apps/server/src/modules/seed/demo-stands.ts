import type { TEventFilePerson, TEventFileSponsor } from '@atrium/contracts';
import { boothHotspotBox } from './demo-booth.ts';
import { avatarDataUri } from './demo-branding.ts';
import { panelDataUri } from './demo-images.ts';
import { demoPdf } from './demo-pdf.ts';

/** The stand staff account to try a stand with: it staffs and moderates the first stand. */
export const DEMO_STAFF_EMAIL = 'staff@demo.atrium.test';

/** First and last names of the stands' staff (invented). */
const STAFF_FIRST_NAMES: readonly string[] = [
  'Nadia',
  'Tomás',
  'Ingrid',
  'Kwame',
  'Élodie',
  'Hiroshi',
  'Chiara',
  'Lukas',
  'Amara',
  'Mateo',
  'Zofia',
  'Rahul',
  'Saoirse',
  'Jonas',
  'Leïla',
  'Pieter',
];
const STAFF_LAST_NAMES: readonly string[] = [
  'Benali',
  'Ferreira',
  'Solberg',
  'Asante',
  'Marchand',
  'Tanaka',
  'Rossi',
  'Brandt',
  'Okafor',
  'García',
  'Nowak',
  'Mehta',
  'Byrne',
  'Lindqvist',
  'Haddou',
  'de Vries',
];

/**
 * The n-th staff member's name, two per stand in order: the last names shift by one every round
 * of first names, so no two of the first 256 staff share a full name (the directory would show
 * the same person twice).
 */
export function staffName(n: number): [string, string] {
  const size = STAFF_FIRST_NAMES.length;
  const first = STAFF_FIRST_NAMES[n % size] as string;
  const last = STAFF_LAST_NAMES[(n + Math.floor(n / size)) % size] as string;
  return [first, last];
}
const JOB_TITLES = ['Product Specialist', 'Clinical Application Manager', 'Sales Director', 'Field Engineer'];

/** Some of the demo's product films, by platform (the stand's video hotspots). */
const YOUTUBE = ['aqz-KE-bpKQ', 'ScMzIvxBSi4', 'LXb3EKWsInQ'];
const VIMEO = ['76979871', '22439234', '1084537'];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** What the event file says of one demo stand, its staff as people, and the bytes of its documents. */
export interface DemoStand {
  stand: Pick<TEventFileSponsor, 'staff' | 'links' | 'hotspots' | 'documents'>;
  people: TEventFilePerson[];
  /** The stand's documents by their path in the file. */
  files: Map<string, Buffer>;
}

/**
 * What demo stand `index` shows besides its descriptions: two staff members with accounts (the
 * first stand's first one is DEMO_STAFF_EMAIL) who moderate the stand, links (a site, a mailto,
 * a page of the event), hotspots of every type, and two documents (a brochure and a white paper,
 * generated PDFs under `stands/`, stored through the product's storage when the file is applied,
 * offered in the documents list and in a documents hotspot). Staff members are participants
 * too, with a business card.
 */
export function demoStand(
  index: number,
  stand: { title: string; shortDescription: string; brand: string },
  passwordHash: string,
): DemoStand {
  const domain = `${slug(stand.title)}.example.com`;
  const people: TEventFilePerson[] = [];
  const staff: NonNullable<TEventFileSponsor['staff']> = [];
  for (let k = 0; k < 2; k++) {
    const [firstName, lastName] = staffName(index * 2 + k);
    const first = index === 0 && k === 0;
    const email = first ? DEMO_STAFF_EMAIL : `${slug(firstName)}.${slug(lastName)}.${index + 1}@demo.atrium.test`;
    const jobTitle = JOB_TITLES[(index + k) % JOB_TITLES.length] as string;
    people.push({
      email,
      passwordHash,
      firstName,
      lastName,
      organisation: stand.title,
      jobTitle,
      town: ['Paris', 'Munich', 'Milan', 'Rotterdam', 'Lyon'][(index + k) % 5] as string,
      country: ['France', 'Germany', 'Italy', 'Netherlands', 'France'][(index + k) % 5] as string,
      biography: `<p>${firstName} ${lastName} is ${jobTitle.toLowerCase()} at <strong>${stand.title}</strong>. Come and meet the team at the stand.</p>`,
      photoUri: avatarDataUri(firstName, lastName),
      businessCardImageUri: panelDataUri({
        width: 400,
        height: 224,
        background: '#FFFFFF',
        foreground: stand.brand,
        title: `${firstName} ${lastName}`,
        subtitle: `${jobTitle}, ${stand.title}`,
        accent: stand.brand,
      }),
      moderates: { sponsors: [stand.title] },
    });
    const mail = `${slug(firstName)}.${slug(lastName)}@${domain}`;
    staff.push({
      person: email,
      jobTitle,
      links: [
        { uri: `mailto:${mail}`, icon: 'email' },
        { uri: `https://www.linkedin.com/in/${slug(firstName)}-${slug(lastName)}-demo`, icon: 'linkedin' },
        ...(k === 0 ? [{ uri: `https://${domain}/meet/${slug(firstName)}`, icon: 'calendar' as const }] : []),
      ],
    });
  }

  const files = new Map<string, Buffer>();
  const documents = [
    {
      title: `${stand.title}: product brochure`,
      uri: `stands/${slug(stand.title)}-brochure.pdf`,
      lines: [stand.shortDescription, '', 'Product brochure of the Atrium demo conference.'],
    },
    {
      title: `${stand.title}: white paper`,
      uri: `stands/${slug(stand.title)}-white-paper.pdf`,
      lines: ['White paper', '', `How ${stand.title} works with clinical teams: methods, results and next steps.`],
    },
  ];
  for (const doc of documents) files.set(doc.uri, demoPdf({ title: doc.title, lines: doc.lines }));

  // Hotspots on the booth's objects (demo-booth.ts): films on its screens, a map on its kiosk,
  // the documents on its poster wall, the team at its desk.
  const film = index % YOUTUBE.length;
  const hotspot = (
    type: NonNullable<TEventFileSponsor['hotspots']>[number]['type'],
    title: string,
    content: string,
  ) => ({
    type,
    title,
    items: [{ title, content }],
  });
  return {
    people,
    files,
    stand: {
      staff,
      links: [
        { title: 'Our website', uri: `https://${domain}/` },
        { title: 'Write to the team', uri: `mailto:contact@${domain}` },
        { title: 'Our sessions in the programme', uri: 'programme' },
      ],
      documents: documents.map((d) => ({ title: d.title, uri: d.uri })),
      hotspots: [
        {
          ...hotspot('Youtube', 'Product film', `https://www.youtube-nocookie.com/embed/${YOUTUBE[film]}`),
          ...boothHotspotBox('screen'),
          vidWidth: 640,
          vidHeight: 360,
        },
        {
          ...hotspot('Vimeo', 'Customer stories', `https://player.vimeo.com/video/${VIMEO[film]}`),
          ...boothHotspotBox('sideScreen'),
          vidWidth: 640,
          vidHeight: 360,
        },
        {
          ...hotspot(
            'IFrame',
            'Find our offices',
            'https://www.openstreetmap.org/export/embed.html?bbox=2.25%2C48.81%2C2.42%2C48.90&layer=mapnik',
          ),
          ...boothHotspotBox('kiosk'),
          vidWidth: 800,
          vidHeight: 500,
        },
        {
          type: 'Documents',
          title: 'Brochures',
          ...boothHotspotBox('posters'),
          vidWidth: 0,
          vidHeight: 0,
          items: documents.map((d) => ({ title: d.title, content: d.uri })),
        },
        {
          ...hotspot('Link', 'Talk to our team', `mailto:contact@${domain}`),
          ...boothHotspotBox('desk'),
          vidWidth: 0,
          vidHeight: 0,
        },
      ],
    },
  };
}
