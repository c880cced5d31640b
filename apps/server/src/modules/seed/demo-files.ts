import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { presentations, users } from '../../db/schema.ts';
import { htmlToText } from '../../lib/html-text.ts';
import type { FilesService } from '../files/files.service.ts';
import { renderFirstPage } from '../files/poster-preview.ts';
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
/** How many of the demo's talks come with an abstract to download (PDF and text in turn). */
const ABSTRACT_TALKS = 8;

/** A talk's abstract as a file: a one-page PDF, or the same words as text. */
export function abstractFile(
  talk: { title: string; coAuthors: string; description: string; code: string; id: number },
  kind: 'pdf' | 'txt',
): { name: string; bytes: Buffer; contentType: string } {
  const text = htmlToText(talk.description).replace(/\s+/g, ' ').trim() || 'Abstract of the Atrium demo conference.';
  const base = `${talk.code || `talk-${talk.id}`}-abstract`;
  if (kind === 'txt') {
    const lines = [talk.title, talk.coAuthors, '', text].filter((line, i) => i !== 1 || line !== '');
    return { name: `${base}.txt`, bytes: Buffer.from(`${lines.join('\n')}\n`, 'utf8'), contentType: 'text/plain' };
  }
  return {
    name: `${base}.pdf`,
    bytes: demoPdf({ title: talk.title, lines: [talk.coAuthors, '', text], colour: [0.0, 0.51, 0.56] }),
    contentType: 'application/pdf',
  };
}

/**
 * Files the demo's speakers have already handed in, so that the submission lists, the storage
 * and the player show something: a generated one-page PDF for the first posters (the first one
 * handed in as a PNG picture of that page instead), a short recording for the first talks and
 * an abstract for a few (never the demo speaker's own, which they hand in themselves).
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
  for (const [i, poster] of posters.entries()) {
    const pdf = posterPdf(poster);
    // One poster is a picture, as a speaker may hand one in (null only where nothing can draw).
    const picture = i === 0 ? await renderFirstPage(pdf) : null;
    await files.storeSubmission({
      platformId,
      presentationId: poster.id,
      area: 'poster',
      name: `${poster.code || `poster-${poster.id}`}.${picture ? 'png' : 'pdf'}`,
      bytes: picture ?? pdf,
      contentType: picture ? 'image/png' : 'application/pdf',
    });
    // The cards show the poster's own first page, drawn as for a poster a speaker hands in.
    await files.refreshPosterPreview(platformId, poster.id);
  }
  const talks = await db
    .select({
      id: presentations.id,
      code: presentations.internalCode,
      title: presentations.title,
      description: presentations.description,
      coAuthors: presentations.coAuthors,
    })
    .from(presentations)
    .where(
      and(
        eq(presentations.platformId, platformId),
        eq(presentations.isPoster, false),
        demoSpeaker ? ne(presentations.speakerId, demoSpeaker.id) : undefined,
      ),
    )
    .orderBy(asc(presentations.id))
    .limit(Math.max(RECORDED_TALKS, ABSTRACT_TALKS));
  for (const [i, talk] of talks.slice(0, ABSTRACT_TALKS).entries()) {
    await files.storeSubmission({
      platformId,
      presentationId: talk.id,
      area: 'abstract',
      ...abstractFile(talk, i % 2 === 0 ? 'pdf' : 'txt'),
    });
  }
  for (const [i, talk] of talks.slice(0, RECORDED_TALKS).entries()) {
    await files.storeSubmission({
      platformId,
      presentationId: talk.id,
      area: 'audio',
      name: `${talk.code || `talk-${talk.id}`}-recording.wav`,
      bytes: demoAudioWav(i),
      contentType: 'audio/wav',
    });
  }
  return posters.length + Math.min(talks.length, RECORDED_TALKS) + Math.min(talks.length, ABSTRACT_TALKS);
}
