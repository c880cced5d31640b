import {
  displayName,
  groupRoomName,
  POLLS_PER_SESSION_MAX,
  type TNewPollParsed,
  type TPoll,
  type TPollReport,
  type TPollResults,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { type HubPort, moderatorsRoom } from '../../realtime/hub-port.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { PollResultsBroadcaster, resultsOf, resultsOpenToAll } from './polls.broadcast.ts';
import { type PollRow, PollsRepository } from './polls.repository.ts';

/**
 * How long a node keeps an opened poll's row for votes. Its options no longer change once opened
 * and the vote's own statement checks the poll is still open, so a stale row can only refuse a
 * vote in a poll another node opened again within this time.
 */
const OPENED_POLL_CACHE_MS = 1000;

export function presentPoll(row: PollRow, results: TPollResults | null, myChoice: number[]): TPoll {
  return {
    id: row.id,
    sessionId: row.sessionId,
    question: row.question,
    options: row.options.map((o) => ({ id: o.id, text: o.text })),
    multiple: row.multiple,
    anonymous: row.anonymous,
    holdResults: row.holdResults,
    state: row.state,
    resultsShown: row.resultsShown,
    results,
    myChoice,
    timeStamp: row.createdAt.toISOString(),
  };
}

/** A poll's prepared fields as stored: options numbered 1, 2, … in the order given. */
function prepared(body: TNewPollParsed) {
  return {
    question: body.question,
    options: body.options.map((text, i) => ({ id: i + 1, text })),
    multiple: body.multiple,
    anonymous: body.anonymous,
    holdResults: body.holdResults,
  };
}

/** The chosen options of a vote, checked against the poll: 400 naming optionIds otherwise. */
function checkChoice(row: PollRow, optionIds: number[]): number[] {
  const known = new Set(row.options.map((o) => o.id));
  const unique = [...new Set(optionIds)];
  if (unique.length !== optionIds.length) throw badRequest('optionIds: an option is chosen twice', 'optionIds');
  const unknown = unique.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`optionIds: ${unknown} is not an option of this poll`, 'optionIds');
  if (!row.multiple && unique.length !== 1)
    throw badRequest('optionIds: this poll takes exactly one option', 'optionIds');
  return unique.sort((a, b) => a - b);
}

/**
 * Polls in sessions (docs/ARCHITECTURE.md, "Polls"). The session's moderators (organisers too)
 * prepare, open, close and show results; attendees of the event vote in open polls. Every change
 * goes to the session's hub group after it is written: drafts and results held back only to the
 * group's moderators. Results of votes go out coalesced (polls.broadcast.ts).
 */
export class PollsService {
  readonly repo: PollsRepository;
  readonly results: PollResultsBroadcaster;
  private readonly opened: TtlCache<number, PollRow>;

  constructor(
    db: Db,
    private readonly programme: ProgrammeService,
    private readonly users: UsersService,
    private readonly moderation: ModerationService,
    private readonly hub: HubPort,
    private readonly clock: Clock,
    logError: (error: unknown) => void = (error) => console.error('polls:', error),
  ) {
    this.repo = new PollsRepository(db);
    this.results = new PollResultsBroadcaster(this.repo, hub, logError);
    this.opened = new TtlCache(clock, { ttlMs: OPENED_POLL_CACHE_MS, maxSize: 1000 });
  }

  /** A poll for a vote: an opened one from this node's cache (a crowd votes in the same poll at once). */
  private async pollForVote(platformId: number, sessionId: number, pollId: number): Promise<PollRow | null> {
    const known = this.opened.get(pollId);
    if (known) return known.platformId === platformId && known.sessionId === sessionId ? known : null;
    const row = await this.repo.find(platformId, sessionId, pollId);
    if (row && row.state !== 'draft') this.opened.set(pollId, row);
    return row;
  }

  async isModerator(platform: PlatformRecord, userId: number, sessionId: number): Promise<boolean> {
    const state = await this.users.getInPlatform(platform.id, userId);
    return this.moderation.moderatesSession(platform.id, state, sessionId);
  }

  private async requireModerator(platform: PlatformRecord, userId: number, sessionId: number) {
    await this.programme.session(platform, sessionId);
    if (!(await this.isModerator(platform, userId, sessionId)))
      throw forbidden('Only the moderators of this session run its polls');
  }

  private async poll(platform: PlatformRecord, sessionId: number, pollId: number): Promise<PollRow> {
    const row = await this.repo.find(platform.id, sessionId, pollId);
    if (!row) throw notFound('Poll not found');
    return row;
  }

  private async withResults(row: PollRow): Promise<TPollResults> {
    return resultsOf(row, (await this.repo.counts([row.id])).get(row.id));
  }

  /**
   * POLL_CHANGED after a change: a draft to the moderators only; otherwise to the whole group,
   * with results when attendees may see them, and again with results to the moderators when not.
   */
  private async publish(row: PollRow): Promise<TPoll> {
    const room = groupRoomName(row.platformId, 'SESSION', row.sessionId);
    const results = await this.withResults(row);
    const full = presentPoll(row, results, []);
    if (row.state === 'draft') this.hub.toRoom(moderatorsRoom(room), 'POLL_CHANGED', full);
    else if (resultsOpenToAll(row)) this.hub.toRoom(room, 'POLL_CHANGED', full);
    else {
      this.hub.toRoom(room, 'POLL_CHANGED', presentPoll(row, null, []));
      this.hub.toRoom(moderatorsRoom(room), 'POLL_CHANGED', full);
    }
    return full;
  }

  /** GET /sessions/{id}/polls: moderators every poll with results; others the opened ones. */
  async list(platform: PlatformRecord, userId: number, sessionId: number): Promise<TPoll[]> {
    await this.programme.session(platform, sessionId);
    const moderator = await this.isModerator(platform, userId, sessionId);
    const rows = (await this.repo.list(platform.id, sessionId)).filter((r) => moderator || r.state !== 'draft');
    const ids = rows.map((r) => r.id);
    const [counts, choices] = await Promise.all([
      this.repo.counts(rows.filter((r) => moderator || resultsOpenToAll(r)).map((r) => r.id)),
      this.repo.choicesOf(ids, userId),
    ]);
    return rows.map((r) =>
      presentPoll(r, counts.has(r.id) ? resultsOf(r, counts.get(r.id)) : null, choices.get(r.id) ?? []),
    );
  }

  async create(platform: PlatformRecord, userId: number, sessionId: number, body: TNewPollParsed): Promise<TPoll> {
    await this.requireModerator(platform, userId, sessionId);
    if ((await this.repo.countInSession(sessionId)) >= POLLS_PER_SESSION_MAX)
      throw conflict(`A session holds at most ${POLLS_PER_SESSION_MAX} polls`);
    const row = await this.repo.insert({ platformId: platform.id, sessionId, ...prepared(body) });
    return this.publish(row);
  }

  async update(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    pollId: number,
    body: TNewPollParsed,
  ): Promise<TPoll> {
    await this.requireModerator(platform, userId, sessionId);
    await this.poll(platform, sessionId, pollId);
    const row = await this.repo.updateDraft(pollId, prepared(body));
    if (!row) throw conflict('A poll that has been opened can no longer be changed');
    return this.publish(row);
  }

  async remove(platform: PlatformRecord, userId: number, sessionId: number, pollId: number) {
    await this.requireModerator(platform, userId, sessionId);
    const row = await this.poll(platform, sessionId, pollId);
    await this.repo.remove(row.id);
    this.opened.delete(row.id);
    this.results.forget(row.id);
    const room = groupRoomName(platform.id, 'SESSION', sessionId);
    this.hub.toRoom(row.state === 'draft' ? moderatorsRoom(room) : room, 'POLL_REMOVED', { id: row.id, sessionId });
    return { id: row.id };
  }

  /** open, close, and showing (or holding back again) the results. */
  async setState(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    pollId: number,
    change: { state: 'open' | 'closed' } | { resultsShown: boolean },
  ): Promise<TPoll> {
    await this.requireModerator(platform, userId, sessionId);
    const row = await this.poll(platform, sessionId, pollId);
    if ('state' in change && change.state === 'closed' && row.state !== 'open')
      throw conflict('Only an open poll can be closed');
    const openedAt =
      'state' in change && change.state === 'open' ? (row.openedAt ?? new Date(this.clock.now())) : row.openedAt;
    const updated = await this.repo.update(row.id, { ...change, openedAt });
    this.opened.delete(row.id);
    return this.publish(updated);
  }

  /**
   * A vote (or a changed one) in an open poll the caller can see; its results go to the group
   * within POLL_RESULTS_INTERVAL_MS. The answer carries the results last sent, when the caller
   * may see them (the next send follows).
   */
  async vote(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    pollId: number,
    optionIds: number[],
  ): Promise<TPoll> {
    // The poll is found by event and session together: another event's poll is not found.
    const [row, state] = await Promise.all([
      this.pollForVote(platform.id, sessionId, pollId),
      this.users.getInPlatform(platform.id, userId),
    ]);
    if (!row || (row.state === 'draft' && !(await this.moderation.moderatesSession(platform.id, state, sessionId))))
      throw notFound('Poll not found');
    if (state.user.disabled) throw forbidden('Account is disabled.');
    if (row.state !== 'open') throw new HttpError(403, 'poll_not_open', 'This poll is not open for votes');
    const choice = checkChoice(row, optionIds);
    if (!(await this.repo.vote(row.id, userId, choice)))
      throw new HttpError(403, 'poll_not_open', 'This poll is not open for votes');
    this.results.schedule(row);
    const results = resultsOpenToAll(row) ? (this.results.lastSent(row.id) ?? null) : null;
    return presentPoll(row, results, choice);
  }

  /** The report of a session's polls: votes per option, and voters' names unless anonymous. */
  async report(platform: PlatformRecord, sessionId: number): Promise<TPollReport> {
    const session = await this.programme.session(platform, sessionId);
    const rows = await this.repo.list(platform.id, sessionId);
    const counts = await this.repo.counts(rows.map((r) => r.id));
    const polls = [];
    for (const row of rows) {
      const voters = row.anonymous ? [] : await this.repo.voterNames(row.id);
      const c = counts.get(row.id);
      polls.push({
        id: row.id,
        question: row.question,
        multiple: row.multiple,
        anonymous: row.anonymous,
        state: row.state,
        voters: c?.voters ?? 0,
        options: row.options.map((o) => ({
          id: o.id,
          text: o.text,
          votes: c?.byOption.get(o.id) ?? 0,
          voterNames: voters.filter((v) => v.optionIds.includes(o.id)).map((v) => displayName(v)),
        })),
      });
    }
    return { title: session.row.title, polls };
  }

  close() {
    this.results.close();
  }
}
