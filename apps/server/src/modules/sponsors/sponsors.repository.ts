import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  sponsorDocuments,
  sponsorGroups,
  sponsorHotspots,
  sponsorLinks,
  sponsorStaff,
  sponsors,
  users,
} from '../../db/schema.ts';

export type SponsorRow = typeof sponsors.$inferSelect;
export type SponsorGroupRow = typeof sponsorGroups.$inferSelect;

/** The exhibition's tables: sponsors, their groups and what each stand shows. */
export class SponsorsRepository {
  constructor(private readonly db: Db) {}

  /** Every sponsor of the event with its card's fields, in the exhibition's order. */
  sponsors(platformId: number): Promise<SponsorRow[]> {
    return this.db
      .select()
      .from(sponsors)
      .where(eq(sponsors.platformId, platformId))
      .orderBy(asc(sponsors.sortOrder), asc(sponsors.title), asc(sponsors.id));
  }

  groups(platformId: number): Promise<SponsorGroupRow[]> {
    return this.db
      .select()
      .from(sponsorGroups)
      .where(eq(sponsorGroups.platformId, platformId))
      .orderBy(asc(sponsorGroups.sortOrder), asc(sponsorGroups.id));
  }

  async sponsor(platformId: number, sponsorId: number): Promise<SponsorRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sponsors)
      .where(and(eq(sponsors.id, sponsorId), eq(sponsors.platformId, platformId)))
      .limit(1);
    return row;
  }

  async group(platformId: number, groupId: number): Promise<SponsorGroupRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sponsorGroups)
      .where(and(eq(sponsorGroups.id, groupId), eq(sponsorGroups.platformId, platformId)))
      .limit(1);
    return row;
  }

  /** A stand's staff with the name and photo of their profile; disabled accounts are left out. */
  staff(sponsorId: number) {
    return this.db
      .select({
        id: sponsorStaff.id,
        userId: sponsorStaff.userId,
        jobTitle: sponsorStaff.jobTitle,
        links: sponsorStaff.links,
        firstName: users.firstName,
        lastName: users.lastName,
        profileJobTitle: users.jobTitle,
        photoUri: users.photoUri,
      })
      .from(sponsorStaff)
      .innerJoin(users, eq(users.id, sponsorStaff.userId))
      .where(and(eq(sponsorStaff.sponsorId, sponsorId), eq(users.disabled, false)))
      .orderBy(asc(sponsorStaff.sortOrder), asc(sponsorStaff.id));
  }

  hotspots(sponsorId: number) {
    return this.db
      .select()
      .from(sponsorHotspots)
      .where(eq(sponsorHotspots.sponsorId, sponsorId))
      .orderBy(asc(sponsorHotspots.sortOrder), asc(sponsorHotspots.id));
  }

  documents(sponsorId: number) {
    return this.db
      .select({ id: sponsorDocuments.id, title: sponsorDocuments.title, uri: sponsorDocuments.uri })
      .from(sponsorDocuments)
      .where(eq(sponsorDocuments.sponsorId, sponsorId))
      .orderBy(asc(sponsorDocuments.sortOrder), asc(sponsorDocuments.id));
  }

  links(sponsorId: number) {
    return this.db
      .select({ id: sponsorLinks.id, title: sponsorLinks.title, uri: sponsorLinks.uri })
      .from(sponsorLinks)
      .where(eq(sponsorLinks.sponsorId, sponsorId))
      .orderBy(asc(sponsorLinks.sortOrder), asc(sponsorLinks.id));
  }

  /** A document of a stand of this event, with its stand. */
  async document(platformId: number, documentId: number) {
    const [row] = await this.db
      .select({
        id: sponsorDocuments.id,
        sponsorId: sponsorDocuments.sponsorId,
        title: sponsorDocuments.title,
        uri: sponsorDocuments.uri,
      })
      .from(sponsorDocuments)
      .where(and(eq(sponsorDocuments.id, documentId), eq(sponsorDocuments.platformId, platformId)))
      .limit(1);
    return row;
  }
}
