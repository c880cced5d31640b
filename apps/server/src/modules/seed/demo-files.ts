import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { presentations, users } from '../../db/schema.ts';
import { htmlToText } from '../../lib/html-text.ts';
import type { FilesService } from '../files/files.service.ts';
import { demoAudioWav } from './demo-audio.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';
import { demoPdf } from './demo-pdf.ts';

/** A poster's one-page PDF: its title, co-authors and description as plain text ("p < 0.001", not "p &lt; 0.001"). */
export function posterPdf(poster: { title: string; coAuthors: string; description: string }): Buffer {
  const text = htmlToText(poster.description).replace(/\s+/g, ' ');
  return demoPdf({
    title: poster.title,
    lines: [poster.coAuthors, '', text || 'Poster of the Atrium demo conference.'],
  });
}

/** How many of the demo's posters come with their PDF already handed in. */
const HANDED_IN_POSTERS = 12;
/** How many of the demo's talks come with a recording (the player's audio). */
const RECORDED_TALKS = 6;

/**
 * Files the demo's speakers have already handed in, so that the submission lists, the storage
 * and the player show something: a generated one-page PDF for the first posters and a short
 * recording for the first talks (never the demo speaker's own, which they hand in themselves).
 * (The stands' documents come with the demo's event file.) Run once, right after the demo is created.
 */
export async function seedDemoFiles(db: Db, files: FilesService, platformId: number): Promise<number> {
  const speakerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'speaker')?.email ?? '';
  const [demoSpeaker] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platformId, platformId), eq(users.email, speakerEmail)));
  const posters = await db
    .select({
      id: presentations.id,
      title: presentations.title,
      description: presentations.description,
      coAuthors: presentations.coAuthors,
      code: presentations.internalCode,
    })
    .from(presentations)
    .where(
      and(
        eq(presentations.platformId, platformId),
        eq(presentations.isPoster, true),
        demoSpeaker ? ne(presentations.speakerId, demoSpeaker.id) : undefined,
      ),
    )
    .orderBy(asc(presentations.id))
    .limit(HANDED_IN_POSTERS);
  for (const poster of posters) {
    await files.storeSubmission({
      platformId,
      presentationId: poster.id,
      area: 'poster',
      name: `${poster.code || `poster-${poster.id}`}.pdf`,
      bytes: posterPdf(poster),
      contentType: 'application/pdf',
    });
    // The cards show the poster's own first page, drawn as for a poster a speaker hands in.
    await files.refreshPosterPreview(platformId, poster.id);
  }
  const talks = await db
    .select({ id: presentations.id, code: presentations.internalCode })
    .from(presentations)
    .where(
      and(
        eq(presentations.platformId, platformId),
        eq(presentations.isPoster, false),
        demoSpeaker ? ne(presentations.speakerId, demoSpeaker.id) : undefined,
      ),
    )
    .orderBy(asc(presentations.id))
    .limit(RECORDED_TALKS);
  for (const [i, talk] of talks.entries()) {
    await files.storeSubmission({
      platformId,
      presentationId: talk.id,
      area: 'audio',
      name: `${talk.code || `talk-${talk.id}`}-recording.wav`,
      bytes: demoAudioWav(i),
      contentType: 'audio/wav',
    });
  }
  return posters.length + talks.length;
}
