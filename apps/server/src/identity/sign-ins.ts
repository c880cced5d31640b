import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refreshTokens } from '../db/schema.ts';

/** Sign-ins just ended: these, and with `userId` every sign-in of that account (disabled, new password). */
export interface EndedSignIns {
  sids: string[];
  userId: number | null;
}

/** Of these sign-ins (refresh families), those that have been ended. */
export async function endedSignIns(db: Db, sids: string[]): Promise<string[]> {
  if (sids.length === 0) return [];
  const rows = await db
    .selectDistinct({ sid: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(inArray(refreshTokens.familyId, sids), isNotNull(refreshTokens.revokedAt)));
  return rows.map((row) => row.sid);
}
