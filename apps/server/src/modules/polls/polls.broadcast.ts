import { groupRoomName, type TPollResults } from '@atrium/contracts';
import { type HubPort, moderatorsRoom } from '../../realtime/hub-port.ts';
import type { PollCounts, PollRow, PollsRepository } from './polls.repository.ts';

/** How long votes gather before a poll's results go out: at most this many updates a second per poll. */
export const POLL_RESULTS_INTERVAL_MS = 300;

/** Whether attendees (not only moderators) may see a poll's results now. */
export function resultsOpenToAll(row: PollRow): boolean {
  return row.state !== 'draft' && (!row.holdResults || row.resultsShown);
}

export function resultsOf(row: PollRow, counts: PollCounts | undefined): TPollResults {
  return {
    pollId: row.id,
    sessionId: row.sessionId,
    voters: counts?.voters ?? 0,
    counts: row.options.map((o) => ({ optionId: o.id, votes: counts?.byOption.get(o.id) ?? 0 })),
  };
}

/**
 * The results of polls being voted on, sent to their session's group at most once per
 * POLL_RESULTS_INTERVAL_MS per poll whatever the vote rate: the first vote after a send starts
 * the wait, and the send reads the counts afresh, so it holds every vote written before it began.
 * A vote written while a send reads schedules the next one, so the last send after the last vote
 * always counts it. Results held back go to the group's moderators only.
 */
export class PollResultsBroadcaster {
  private readonly pending = new Map<number, NodeJS.Timeout>();
  /** The results last sent per poll (a vote's answer carries them). */
  private readonly latest = new Map<number, TPollResults>();

  constructor(
    private readonly repo: PollsRepository,
    private readonly hub: HubPort,
    private readonly logError: (error: unknown) => void,
  ) {}

  /** Results of a poll to send soon (once, however many votes ask before the send). */
  schedule(row: PollRow) {
    if (this.pending.has(row.id)) return;
    const timer = setTimeout(() => {
      this.pending.delete(row.id);
      this.send(row).catch(this.logError);
    }, POLL_RESULTS_INTERVAL_MS);
    timer.unref?.();
    this.pending.set(row.id, timer);
  }

  lastSent(pollId: number): TPollResults | undefined {
    return this.latest.get(pollId);
  }

  forget(pollId: number) {
    const timer = this.pending.get(pollId);
    if (timer) clearTimeout(timer);
    this.pending.delete(pollId);
    this.latest.delete(pollId);
  }

  /** Reads the poll and its counts now and sends them. */
  async send(known: PollRow): Promise<void> {
    const row = (await this.repo.find(known.platformId, known.sessionId, known.id)) ?? null;
    if (!row) return;
    const results = resultsOf(row, (await this.repo.counts([row.id])).get(row.id));
    this.latest.set(row.id, results);
    const room = groupRoomName(row.platformId, 'SESSION', row.sessionId);
    this.hub.toRoom(resultsOpenToAll(row) ? room : moderatorsRoom(room), 'POLL_RESULTS', results);
  }

  close() {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
