import type { TEventFile } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { polls } from '../../db/schema.ts';
import type { EventApplier } from './event-file.apply.ts';
import { sameValue } from './event-file.model.ts';
import { presentPoll } from './event-file.present.ts';
import { giveTurn } from './event-file.sync.ts';

type Programme = NonNullable<TEventFile['programme']>;

/**
 * The sessions' prepared polls: for each session of the file that lists `polls`, its polls not
 * yet opened become the file's (in the file's order); polls once opened keep their votes and are
 * left as they are. Runs after the programme, when every session of the file has its id.
 */
export async function applyPolls(a: EventApplier, programme: Programme): Promise<void> {
  const { tx, platformId, state } = a;
  for (const session of programme.sessions ?? []) {
    if (!session.polls) continue;
    await giveTurn();
    const sessionId = a.ids.session.get(session.key.toLowerCase());
    if (sessionId === undefined) continue;
    const current = state.draftPolls.filter((p) => p.sessionId === sessionId);
    const desired = session.polls.map((p) =>
      presentPoll({
        ...p,
        options: p.options.map((text, i) => ({ id: i + 1, text })),
        multiple: p.multiple ?? false,
        anonymous: p.anonymous ?? false,
        holdResults: p.holdResults ?? false,
      } as Parameters<typeof presentPoll>[0]),
    );
    const name = `polls of session ${session.key}`;
    if (sameValue(desired, current.map(presentPoll))) {
      if (current.length) a.note('programme', name, 'unchanged');
      continue;
    }
    if (current.length)
      await tx.delete(polls).where(
        and(
          eq(polls.platformId, platformId),
          eq(polls.state, 'draft'),
          inArray(
            polls.id,
            current.map((p) => p.id),
          ),
        ),
      );
    if (desired.length)
      await tx.insert(polls).values(
        desired.map((p) => ({
          platformId,
          sessionId,
          question: p.question,
          options: p.options.map((text, i) => ({ id: i + 1, text })),
          multiple: p.multiple ?? false,
          anonymous: p.anonymous ?? false,
          holdResults: p.holdResults ?? false,
        })),
      );
    a.note('programme', name, current.length ? 'updated' : 'created');
  }
}
