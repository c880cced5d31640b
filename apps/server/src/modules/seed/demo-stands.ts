import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  moderatorAssignments,
  sponsorDocuments,
  sponsorHotspots,
  sponsorLinks,
  sponsorStaff,
  sponsors,
  users,
} from '../../db/schema.ts';
import type { FilesService } from '../files/files.service.ts';
import { avatarDataUri } from './demo-branding.ts';
import { panelDataUri } from './demo-images.ts';
import { demoPdf } from './demo-pdf.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stand staff account to try a stand with: it staffs and moderates the first stand. */
export const DEMO_STAFF_EMAIL = 'staff@demo.atrium.test';

/** First and last names of the stands' staff (invented), two per stand, in order. */
const STAFF_NAMES: readonly [string, string][] = [
  ['Nadia', 'Benali'],
  ['Tomás', 'Ferreira'],
  ['Ingrid', 'Solberg'],
  ['Kwame', 'Asante'],
  ['Élodie', 'Marchand'],
  ['Hiroshi', 'Tanaka'],
  ['Chiara', 'Rossi'],
  ['Lukas', 'Brandt'],
  ['Amara', 'Okafor'],
  ['Mateo', 'García'],
  ['Zofia', 'Nowak'],
  ['Rahul', 'Mehta'],
  ['Saoirse', 'Byrne'],
  ['Jonas', 'Lindqvist'],
  ['Leïla', 'Haddou'],
  ['Pieter', 'de Vries'],
];
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

/**
 * What each demo stand shows besides its descriptions: two staff members with accounts (the
 * first stand's first one is DEMO_STAFF_EMAIL) who moderate the stand, links (a site, a mailto,
 * a page of the event) and hotspots of every type but documents (those come with the files,
 * `seedDemoStandDocuments`). Staff members are participants too, with a business card.
 */
export async function seedDemoStands(
  tx: Tx,
  platformId: number,
  stands: { id: number; title: string; brand: string }[],
  passwordHash: string,
): Promise<number> {
  let people = 0;
  for (const [index, stand] of stands.entries()) {
    const domain = `${slug(stand.title)}.example.com`;
    for (let k = 0; k < 2; k++) {
      const [firstName, lastName] = STAFF_NAMES[(index * 2 + k) % STAFF_NAMES.length] as [string, string];
      const first = index === 0 && k === 0;
      const email = first ? DEMO_STAFF_EMAIL : `${slug(firstName)}.${slug(lastName)}.${index + 1}@demo.atrium.test`;
      const jobTitle = JOB_TITLES[(index + k) % JOB_TITLES.length] as string;
      const [user] = await tx
        .insert(users)
        .values({
          platformId,
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
          accepted: true,
          ureventRef: randomUUID(),
        })
        .returning({ id: users.id });
      if (!user) continue;
      people++;
      const mail = `${slug(firstName)}.${slug(lastName)}@${domain}`;
      await tx.insert(sponsorStaff).values({
        platformId,
        sponsorId: stand.id,
        userId: user.id,
        jobTitle,
        sortOrder: k,
        links: [
          { uri: `mailto:${mail}`, icon: 'email' },
          { uri: `https://www.linkedin.com/in/${slug(firstName)}-${slug(lastName)}-demo`, icon: 'linkedin' },
          ...(k === 0 ? [{ uri: `https://${domain}/meet/${slug(firstName)}`, icon: 'calendar' }] : []),
        ],
      });
      await tx
        .insert(moderatorAssignments)
        .values({ platformId, userId: user.id, scope: 'sponsor', entityId: stand.id });
    }
    await tx.insert(sponsorLinks).values([
      { platformId, sponsorId: stand.id, title: 'Our website', uri: `https://${domain}/`, sortOrder: 0 },
      { platformId, sponsorId: stand.id, title: 'Write to the team', uri: `mailto:contact@${domain}`, sortOrder: 1 },
      { platformId, sponsorId: stand.id, title: 'Our sessions in the programme', uri: 'programme', sortOrder: 2 },
    ]);
    // Hotspots over the stand picture (1200 × 450): a row of screens and a desk.
    const film = index % YOUTUBE.length;
    await tx.insert(sponsorHotspots).values([
      {
        platformId,
        sponsorId: stand.id,
        type: 'Youtube',
        title: 'Product film',
        posTop: 12,
        posLeft: 4,
        mapWidth: 22,
        mapHeight: 30,
        vidWidth: 640,
        vidHeight: 360,
        items: [{ title: 'Product film', content: `https://www.youtube-nocookie.com/embed/${YOUTUBE[film]}` }],
        sortOrder: 0,
      },
      {
        platformId,
        sponsorId: stand.id,
        type: 'Vimeo',
        title: 'Customer stories',
        posTop: 12,
        posLeft: 28,
        mapWidth: 22,
        mapHeight: 30,
        vidWidth: 640,
        vidHeight: 360,
        items: [{ title: 'Customer stories', content: `https://player.vimeo.com/video/${VIMEO[film]}` }],
        sortOrder: 1,
      },
      {
        platformId,
        sponsorId: stand.id,
        type: 'IFrame',
        title: 'Find our offices',
        posTop: 12,
        posLeft: 52,
        mapWidth: 20,
        mapHeight: 30,
        vidWidth: 800,
        vidHeight: 500,
        items: [
          {
            title: 'Find our offices',
            content: 'https://www.openstreetmap.org/export/embed.html?bbox=2.25%2C48.81%2C2.42%2C48.90&layer=mapnik',
          },
        ],
        sortOrder: 2,
      },
      {
        platformId,
        sponsorId: stand.id,
        type: 'Link',
        title: 'Visit our website',
        posTop: 58,
        posLeft: 4,
        mapWidth: 30,
        mapHeight: 22,
        vidWidth: 0,
        vidHeight: 0,
        items: [{ title: 'Visit our website', content: `https://${domain}/` }],
        sortOrder: 3,
      },
    ]);
  }
  return people;
}

/**
 * Each demo stand's documents: a brochure and a white paper, generated PDFs stored through the
 * product's storage, offered in the documents list and in a documents hotspot. Run once, right
 * after the demo is created (with the other files).
 */
export async function seedDemoStandDocuments(db: Db, files: FilesService, platformId: number): Promise<number> {
  const stands = await db
    .select({ id: sponsors.id, title: sponsors.title, shortDescription: sponsors.shortDescription })
    .from(sponsors)
    .where(eq(sponsors.platformId, platformId))
    .orderBy(asc(sponsors.id));
  let stored = 0;
  for (const stand of stands) {
    const documents = [
      {
        title: `${stand.title}: product brochure`,
        name: `${slug(stand.title)}-brochure.pdf`,
        lines: [stand.shortDescription, '', 'Product brochure of the Atrium demo conference.'],
      },
      {
        title: `${stand.title}: white paper`,
        name: `${slug(stand.title)}-white-paper.pdf`,
        lines: ['White paper', '', `How ${stand.title} works with clinical teams: methods, results and next steps.`],
      },
    ];
    const items: { title: string; content: string }[] = [];
    for (const [i, doc] of documents.entries()) {
      const uri = await files.savePublicFile(platformId, {
        purpose: 'stand-document',
        name: doc.name,
        bytes: demoPdf({ title: doc.title, lines: doc.lines }),
        contentType: 'application/pdf',
      });
      await db
        .insert(sponsorDocuments)
        .values({ platformId, sponsorId: stand.id, title: doc.title, uri, sortOrder: i });
      items.push({ title: doc.title, content: uri });
      stored++;
    }
    const [existing] = await db
      .select({ id: sponsorHotspots.id })
      .from(sponsorHotspots)
      .where(and(eq(sponsorHotspots.sponsorId, stand.id), eq(sponsorHotspots.type, 'Documents')))
      .limit(1);
    if (!existing) {
      await db.insert(sponsorHotspots).values({
        platformId,
        sponsorId: stand.id,
        type: 'Documents',
        title: 'Brochures',
        posTop: 58,
        posLeft: 40,
        mapWidth: 26,
        mapHeight: 22,
        vidWidth: 0,
        vidHeight: 0,
        items,
        sortOrder: 4,
      });
    }
  }
  return stored;
}
