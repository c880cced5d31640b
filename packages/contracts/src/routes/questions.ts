import { z } from 'zod';
import { ZSessionParams } from '../programme.ts';
import {
  ZAutoApprove,
  ZChatToQuestionParams,
  ZNewQuestion,
  ZNewReply,
  ZQuestion,
  ZQuestionParams,
  ZQuestionsChanged,
  ZQuestionsQuery,
  ZQuestionVote,
} from '../questions.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

const MODERATORS = 'the session’s moderators (or the presentation’s, for its questions); 403 for others';

/** Questions and answers of sessions and presentations (server: modules/questions). */
export const questionsApi = {
  list: defineRoute({
    method: 'GET',
    path: `${P}/sessions/:sessionId/questions`,
    access: 'user',
    summary:
      'Questions of a session (or of one presentation), newest first, with replies and votes. check=true gives moderators every question with its state; others get what they may see (only approved ones when the session asks for authorisation)',
    params: ZSessionParams,
    query: ZQuestionsQuery,
    response: z.array(ZQuestion),
  }),
  ask: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/question`,
    access: 'user',
    summary:
      'Ask a question (plain text, 2–500 characters) in a session with questions enabled; approved at once when the session auto-approves or asks no authorisation',
    params: ZSessionParams,
    body: ZNewQuestion,
    response: ZQuestion,
    status: 201,
    // Questions are off in this session.
    answers: [403],
  }),
  fromChat: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/question/fromchat/:messageId`,
    access: 'user',
    summary: `Make a message of the session's chat a question (spec 3 §2), approved, with its author: ${MODERATORS}`,
    params: ZChatToQuestionParams,
    response: ZQuestion,
    status: 201,
    answers: [403],
  }),
  reply: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/question/:questionId/reply`,
    access: 'user',
    summary: `Reply to a question, which approves it: ${MODERATORS}. Answer: the question with its replies`,
    params: ZQuestionParams,
    body: ZNewReply,
    response: ZQuestion,
    status: 201,
    answers: [403],
  }),
  approve: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/question/:questionId/approve`,
    access: 'user',
    summary: `Approve a question (a hidden one comes back): ${MODERATORS}`,
    params: ZQuestionParams,
    response: ZQuestion,
    answers: [403],
  }),
  hide: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/question/:questionId/hide`,
    access: 'user',
    summary: `Hide a question from non-moderators: ${MODERATORS}`,
    params: ZQuestionParams,
    response: ZQuestion,
    answers: [403],
  }),
  resetPhoto: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/question/:questionId/resetphotouri`,
    access: 'user',
    summary: `Clear the photo shown with a question (spec 3 §4): ${MODERATORS}`,
    params: ZQuestionParams,
    response: ZQuestion,
    answers: [403],
  }),
  approveAll: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/questions/approveall`,
    access: 'user',
    summary: `Approve every unapproved question of the session: ${MODERATORS}`,
    params: ZSessionParams,
    response: ZQuestionsChanged,
    answers: [403],
  }),
  hideAll: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/questions/hideall`,
    access: 'user',
    summary: `Hide every question of the session that is not hidden: ${MODERATORS}`,
    params: ZSessionParams,
    response: ZQuestionsChanged,
    answers: [403],
  }),
  autoApprove: defineRoute({
    method: 'PUT',
    path: `${P}/sessions/:sessionId/questions/autoapprove`,
    access: 'user',
    summary: `Turn the session’s auto-approval of new questions on or off: ${MODERATORS}`,
    params: ZSessionParams,
    body: ZAutoApprove,
    response: ZAutoApprove,
    answers: [403],
  }),
  vote: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/question/:questionId/vote`,
    access: 'user',
    summary:
      'Toggle the caller’s up-vote of a question they can see (one per person; not of one’s own question). Answer: the votes after',
    params: ZQuestionParams,
    response: ZQuestionVote,
    // One's own question.
    answers: [403],
  }),
} as const;
