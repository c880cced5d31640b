import { z } from 'zod';
import { ZNewPoll, ZPoll, ZPollParams, ZPollResultsShown, ZPollVote } from '../polls.ts';
import { ZSessionParams } from '../programme.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

const MODERATORS = 'the session’s moderators and the event’s organisers; 403 for others';

/** Polls in sessions (server: modules/polls). */
export const pollsApi = {
  list: defineRoute({
    method: 'GET',
    path: `${P}/sessions/:sessionId/polls`,
    access: 'user',
    summary:
      'Polls of a session, oldest first, with the caller’s choice. Moderators get every poll (drafts too) with its results; others the opened ones, with results unless they are held back',
    params: ZSessionParams,
    response: z.array(ZPoll),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/poll`,
    access: 'user',
    summary: `Prepare a poll (a draft: question, 2–10 options, single or multiple choice, anonymous or not): ${MODERATORS}`,
    params: ZSessionParams,
    body: ZNewPoll,
    response: ZPoll,
    status: 201,
    answers: [403],
  }),
  update: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/poll/:pollId`,
    access: 'user',
    summary: `Change a poll not yet opened: ${MODERATORS}; 409 once it has been opened`,
    params: ZPollParams,
    body: ZNewPoll,
    response: ZPoll,
    answers: [403, 409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${P}/sessions/:sessionId/poll/:pollId`,
    access: 'user',
    summary: `Delete a poll and its votes: ${MODERATORS}`,
    params: ZPollParams,
    response: z.object({ id: z.number().int() }),
    answers: [403],
  }),
  open: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/poll/:pollId/open`,
    access: 'user',
    summary: `Open a poll (a draft, or a closed one again) for votes: ${MODERATORS}`,
    params: ZPollParams,
    response: ZPoll,
    answers: [403],
  }),
  close: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/poll/:pollId/close`,
    access: 'user',
    summary: `Close an open poll (its votes are kept): ${MODERATORS}; 409 when it is not open`,
    params: ZPollParams,
    response: ZPoll,
    answers: [403, 409],
  }),
  showResults: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/poll/:pollId/results`,
    access: 'user',
    summary: `Show a poll’s results to everyone in the session, or hold them back again: ${MODERATORS}`,
    params: ZPollParams,
    body: ZPollResultsShown,
    response: ZPoll,
    answers: [403],
  }),
  vote: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/poll/:pollId/vote`,
    access: 'user',
    summary:
      'Vote in an open poll (again to change the vote): option ids of the poll, exactly one unless it is multiple choice. 403 when the poll is not open. Answer: the poll with the caller’s choice',
    params: ZPollParams,
    body: ZPollVote,
    response: ZPoll,
    answers: [403],
  }),
} as const;
