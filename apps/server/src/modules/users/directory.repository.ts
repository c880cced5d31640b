import { and, asc, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

/**
 * Who a directory may list (a directory is personal data):
 * - never a disabled account, nor anyone who declined the privacy consent;
 * - the speakers page: speakers, including those an imported schedule named (their names are
 *   public in the programme already);
 * - the all-participants page: people with an account who accepted the privacy consent and did
 *   not hide themselves; schedule-only speakers are not participants and are left out.
 * Every other route that lists or searches people applies the same rule (visibility.ts reads it
 * from a loaded row).
 */
export function listedIn(platformId: number, speakers: boolean): SQL {
  const base = and(
    eq(users.platformId, platformId),
    eq(users.disabled, false),
    sql`${users.accepted} is distinct from false`,
  ) as SQL;
  return speakers
    ? (and(base, eq(users.isSpeaker, true)) as SQL)
    : (and(base, isNotNull(users.email), eq(users.accepted, true), eq(users.hideFromDirectory, false)) as SQL);
}

/** `LIKE` text for a word: its wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Listed on either page of the directory. */
export function listedAnywhere(platformId: number): SQL {
  return sql`((${listedIn(platformId, true)}) or (${listedIn(platformId, false)}))`;
}

/**
 * Found by the participant search of private messages (visibility.ts `isReachable`): listed, or
 * enabled without having hidden themselves or declined the consent.
 */
export function reachable(platformId: number): SQL {
  return sql`((${listedAnywhere(platformId)}) or (${and(
    eq(users.platformId, platformId),
    eq(users.disabled, false),
    sql`${users.accepted} is distinct from false`,
    eq(users.hideFromDirectory, false),
  )}))`;
}

const matching = (platformId: number, speakers: boolean, words: string[]) =>
  and(listedIn(platformId, speakers), ...words.map((word) => sql`${users.directorySearch} like ${containing(word)}`));

export type DirectoryRow = {
  id: number;
  firstName: string;
  lastName: string;
  title: string;
  organisation: string;
  town: string;
  country: string;
  photoUri: string;
  businessCardImageUri: string;
  biography: string;
  isSpeaker: boolean;
};

/** The directory's reads of the users table. */
export class DirectoryRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page in name order. Each word of the search (already folded) must occur in the person's
   * searchable text: a trigram index lookup from 3 characters.
   */
  page(
    platformId: number,
    options: { speakers: boolean; words: string[]; offset: number; limit: number },
  ): Promise<DirectoryRow[]> {
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        organisation: users.organisation,
        town: users.town,
        country: users.country,
        photoUri: users.photoUri,
        businessCardImageUri: users.businessCardImageUri,
        biography: users.biography,
        isSpeaker: users.isSpeaker,
      })
      .from(users)
      .where(matching(platformId, options.speakers, options.words))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(options.offset)
      .limit(options.limit);
  }

  /** How many people a page's query lists in all. */
  async total(platformId: number, speakers: boolean, words: string[]): Promise<number> {
    const [counted] = await this.db
      .select({ n: count() })
      .from(users)
      .where(matching(platformId, speakers, words));
    return Number(counted?.n ?? 0);
  }

  /** Whether a person is listed on either page of the directory. */
  async isListed(platformId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), listedAnywhere(platformId)))
      .limit(1);
    return row !== undefined;
  }
}
