import {
  chatTextLength,
  displayName,
  groupRoomName,
  QUESTION_MAX_LENGTH,
  type TNewQuestionParsed,
  type TQuestion,
  type TQuestionVote,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { type HubPort, moderatorsRoom, presentationModeratorsRoom } from '../../realtime/hub-port.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { sanitiseChatText } from '../chat/chat-text.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import type { ModelSession } from '../programme/programme.model.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { type QuestionRow, QuestionsRepository, type QuestionWithExtras } from './questions.repository.ts';

export function presentQuestion(q: QuestionWithExtras): TQuestion {
  const { row } = q;
  return {
    id: row.id,
    sessionId: row.sessionId,
    presentationId: row.presentationId,
    userId: row.userId,
    userName: row.userName,
    userPhotoUri: row.userPhotoUri,
    text: row.text,
    timeStamp: row.createdAt.toISOString(),
    isApproved: row.isApproved,
    isHidden: row.isHidden,
    parentId: null,
    replies: q.replies.map((r) => ({
      id: r.id,
      userId: r.userId,
      userName: r.userName,
      userPhotoUri: r.userPhotoUri,
      text: r.text,
      timeStamp: r.createdAt.toISOString(),
    })),
    votes: q.votes,
    voted: q.voted,
  };
}

/** Plain text of a question or reply, checked again after sanitising (markup alone is not a question). */
function cleanText(raw: string): string {
  const text = sanitiseChatText(raw);
  const length = chatTextLength(text);
  if (length < 2) throw badRequest('text: must be longer than 1 character', 'text');
  if (length > QUESTION_MAX_LENGTH)
    throw badRequest(`text: may not be greater than ${QUESTION_MAX_LENGTH} characters`, 'text');
  return text;
}

/**
 * Questions and answers (spec 2 §2.8, §4 "Question states"; spec 3 §4): asked by signed-in
 * attendees of a session with questions enabled, moderated by the session's moderators (a
 * presentation's moderators for its questions). Every change goes to the session's hub group
 * after it is written: to everyone in the group when non-moderators may see the question, else
 * only to the group's moderators, so an unapproved question never reaches an attendee's socket.
 */
export class QuestionsService {
  readonly repo: QuestionsRepository;

  constructor(
    db: Db,
    private readonly programme: ProgrammeService,
    private readonly users: UsersService,
    private readonly moderation: ModerationService,
    private readonly hub: HubPort,
    private readonly chat: ChatService,
  ) {
    this.repo = new QuestionsRepository(db);
  }

  /** Whether non-moderators of this session may see the question. */
  static visibleToAll(row: QuestionRow, session: ModelSession): boolean {
    return !row.isHidden && (row.isApproved || !session.row.enableAuthorisationForComments);
  }

  async isModerator(platform: PlatformRecord, userId: number, sessionId: number, presentationId: number | null) {
    const state = await this.users.getInPlatform(platform.id, userId);
    return this.moderation.moderatesQuestions(
      platform.id,
      state,
      presentationId === null ? { sessionId } : { presentationId },
    );
  }

  private async session(platform: PlatformRecord, sessionId: number, presentationId?: number | null) {
    const session = await this.programme.session(platform, sessionId);
    if (presentationId && !session.presentations.some((p) => p.id === presentationId))
      throw notFound('Presentation not found');
    return session;
  }

  private async requireModerator(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    presentationId: number | null,
  ) {
    if (!(await this.isModerator(platform, userId, sessionId, presentationId)))
      throw forbidden('Only the moderators of this session moderate its questions');
  }

  private async question(platform: PlatformRecord, sessionId: number, questionId: number) {
    const session = await this.session(platform, sessionId);
    const row = await this.repo.find(platform.id, sessionId, questionId);
    if (!row) throw notFound('Question not found');
    return { session, row };
  }

  /**
   * Sends a question to the whole group when non-moderators may see it, else to its moderators:
   * the session's, and a presentation's own for a question on that presentation.
   */
  private publish(
    session: ModelSession,
    event: 'QUESTION_POSTED' | 'QUESTION_APPROVED' | 'REPLY_POSTED' | 'QUESTION_UPDATED',
    question: QuestionWithExtras,
  ) {
    const room = groupRoomName(session.row.platformId, 'SESSION', session.id);
    const payload = presentQuestion({ ...question, voted: false });
    if (QuestionsService.visibleToAll(question.row, session)) {
      this.hub.toRoom(room, event, payload);
      return;
    }
    this.hub.toRoom(moderatorsRoom(room), event, payload);
    const { presentationId } = question.row;
    if (presentationId !== null) this.hub.toRoom(presentationModeratorsRoom(room, presentationId), event, payload);
  }

  private async withExtras(row: QuestionRow, viewerId: number | null): Promise<QuestionWithExtras> {
    const [found] = await this.repo.withExtras([row], viewerId);
    if (!found) throw new Error('question extras missing');
    return found;
  }

  /** GET /sessions/{id}/questions: moderators (asking with check) see all; others what they may. */
  async list(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    q: { check: boolean; presentationId?: number },
  ): Promise<TQuestion[]> {
    const session = await this.session(platform, sessionId, q.presentationId);
    const moderator = q.check && (await this.isModerator(platform, userId, sessionId, q.presentationId ?? null));
    if (!session.row.enableComments && !moderator) return [];
    const visibility = moderator ? 'all' : session.row.enableAuthorisationForComments ? 'approved' : 'notHidden';
    const rows = await this.repo.list(sessionId, q.presentationId, visibility, userId);
    return rows.map(presentQuestion);
  }

  async ask(platform: PlatformRecord, userId: number, sessionId: number, body: TNewQuestionParsed): Promise<TQuestion> {
    const presentationId = body.presentationId ?? null;
    const session = await this.session(platform, sessionId, presentationId);
    if (!session.row.enableComments)
      throw new HttpError(403, 'questions_disabled', 'Questions are not enabled in this session');
    const text = cleanText(body.text);
    const { user } = await this.users.getInPlatform(platform.id, userId);
    if (user.disabled) throw forbidden('Account is disabled.');
    const row = await this.repo.insert({
      platformId: platform.id,
      sessionId,
      presentationId,
      userId,
      userName: displayName(user),
      userPhotoUri: user.photoUri,
      text,
      isApproved: await this.repo.autoApprove(sessionId),
    });
    const question = { row, replies: [], votes: 0, voted: false };
    this.publish(session, 'QUESTION_POSTED', question);
    return presentQuestion(question);
  }

  /**
   * spec 3 §2: a moderator makes a message of the session's chat a question, approved (the
   * moderator chose it), asked by the message's author. Once per message is enough: the same
   * message again makes another question (the moderator sees the first in the list).
   */
  async fromChat(platform: PlatformRecord, userId: number, sessionId: number, messageId: number): Promise<TQuestion> {
    const session = await this.session(platform, sessionId);
    await this.requireModerator(platform, userId, sessionId, null);
    const meta = await this.chat.groups.resolve(platform.id, 'SESSION', sessionId);
    const message = meta ? await this.chat.message(meta, messageId) : null;
    if (!message) throw notFound('No such message in this session’s chat');
    const row = await this.repo.insert({
      platformId: platform.id,
      sessionId,
      presentationId: null,
      userId: message.userId,
      userName: message.userName,
      userPhotoUri: message.userPhotoUri,
      text: cleanText(message.message),
      isApproved: true,
    });
    const question = { row, replies: [], votes: 0, voted: false };
    this.publish(session, 'QUESTION_POSTED', question);
    return presentQuestion(question);
  }

  async reply(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    questionId: number,
    rawText: string,
  ): Promise<TQuestion> {
    const { session, row } = await this.question(platform, sessionId, questionId);
    await this.requireModerator(platform, userId, sessionId, row.presentationId);
    const text = cleanText(rawText);
    const { user } = await this.users.getInPlatform(platform.id, userId);
    await this.repo.reply(row, {
      platformId: platform.id,
      sessionId,
      presentationId: row.presentationId,
      parentId: row.id,
      userId,
      userName: displayName(user),
      userPhotoUri: user.photoUri,
      text,
      isApproved: true,
    });
    const updated = await this.withExtras({ ...row, isApproved: true, isHidden: false }, userId);
    this.publish(session, 'REPLY_POSTED', updated);
    return presentQuestion(updated);
  }

  /** approve, hide, resetphotouri (spec 2 §7): the question after the change. */
  async moderate(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    questionId: number,
    action: 'approve' | 'hide' | 'resetPhoto',
  ): Promise<TQuestion> {
    const { session, row } = await this.question(platform, sessionId, questionId);
    await this.requireModerator(platform, userId, sessionId, row.presentationId);
    const changes =
      action === 'approve'
        ? { isApproved: true, isHidden: false }
        : action === 'hide'
          ? // Spec 3: "hide sets it [isApproved] false"; approving shows it again.
            { isHidden: true, isApproved: false }
          : { userPhotoUri: '' };
    // The replies and votes do not change with the state: read beside the update, not after it.
    const [changed, extras] = await Promise.all([this.repo.update(row.id, changes), this.withExtras(row, userId)]);
    const updated = { ...extras, row: changed };
    if (action === 'hide') {
      const room = groupRoomName(platform.id, 'SESSION', sessionId);
      this.hub.toRoom(room, 'QUESTION_HIDDEN', { id: row.id, sessionId, presentationId: row.presentationId });
    } else {
      this.publish(session, action === 'approve' ? 'QUESTION_APPROVED' : 'QUESTION_UPDATED', updated);
    }
    return presentQuestion(updated);
  }

  /** approve-all and hide-all of a session's questions (spec 3 §4). */
  async changeAll(
    platform: PlatformRecord,
    userId: number,
    sessionId: number,
    change: 'approve' | 'hide',
  ): Promise<{ changed: number }> {
    const session = await this.session(platform, sessionId);
    await this.requireModerator(platform, userId, sessionId, null);
    const rows = await this.repo.changeAll(sessionId, change);
    const room = groupRoomName(platform.id, 'SESSION', sessionId);
    if (change === 'hide') {
      for (const row of rows)
        this.hub.toRoom(room, 'QUESTION_HIDDEN', { id: row.id, sessionId, presentationId: row.presentationId });
    } else {
      for (const q of await this.repo.withExtras(rows, null)) this.publish(session, 'QUESTION_APPROVED', q);
    }
    return { changed: rows.length };
  }

  async setAutoApprove(platform: PlatformRecord, userId: number, sessionId: number, autoApprove: boolean) {
    await this.session(platform, sessionId);
    await this.requireModerator(platform, userId, sessionId, null);
    await this.repo.setAutoApprove(sessionId, autoApprove);
    return { autoApprove };
  }

  /** An up-vote of a question the caller can see, not their own; the count goes to the group. */
  async vote(platform: PlatformRecord, userId: number, sessionId: number, questionId: number): Promise<TQuestionVote> {
    const { session, row } = await this.question(platform, sessionId, questionId);
    if (!session.row.enableComments || !QuestionsService.visibleToAll(row, session))
      throw notFound('Question not found');
    if (row.userId === userId) throw forbidden('You cannot vote for your own question');
    const { voted, votes } = await this.repo.toggleVote(row.id, userId);
    this.hub.toRoom(groupRoomName(platform.id, 'SESSION', sessionId), 'QUESTION_VOTES', {
      id: row.id,
      sessionId,
      votes,
    });
    return { id: row.id, votes, voted };
  }
}
