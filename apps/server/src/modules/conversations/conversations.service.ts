import {
  displayName,
  type TConversation,
  type TConversationMessageItem,
  type TConversationPost,
  type TFoundUser,
  type TNewConversation,
  USER_SEARCH_RESULTS_MAX,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { HubPort } from '../../realtime/hub-port.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import { isInDirectory, isReachable } from '../users/visibility.ts';
import {
  type ConversationMessageRow,
  type ConversationRow,
  ConversationsRepository,
} from './conversations.repository.ts';

/**
 * Private one-to-one messages (spec 1 §2.10, §3.4, §4.4): only the two participants read a
 * conversation; nobody messages themselves; the sender is always the caller; a message is
 * written, then pushed to the recipient's sockets on every node.
 */
export class ConversationsService {
  readonly repo: ConversationsRepository;

  constructor(
    db: Db,
    private readonly users: UsersService,
    private readonly hub: HubPort,
  ) {
    this.repo = new ConversationsRepository(db);
  }

  async list(platformId: number, userId: number): Promise<TConversation[]> {
    const rows = await this.repo.listForUser(platformId, userId);
    const others = await this.others(
      platformId,
      rows.map((r) => otherOf(r.conversation, userId)),
    );
    return rows.map((r) => {
      const other = others.get(otherOf(r.conversation, userId));
      return {
        id: r.conversation.id,
        otherUserId: otherOf(r.conversation, userId),
        otherUserName: other ? displayName(other) : '',
        otherUserPhotoUri: other?.photoUri ?? '',
        latestMessage: r.latestMessage ?? '',
        latestMessageAt: r.latestAt ? r.latestAt.toISOString() : null,
        unreadCount: Number(r.unread),
        messageItems: [],
        hasMore: false,
      };
    });
  }

  async get(platformId: number, userId: number, id: number, q: { beforeId?: number; limit: number }) {
    const conversation = await this.requireOwn(platformId, userId, id);
    const otherId = otherOf(conversation, userId);
    const others = await this.others(platformId, [userId, otherId]);
    const { rows, hasMore } = await this.repo.messages(conversation.id, q);
    const latest = rows.at(-1);
    const other = others.get(otherId);
    return {
      id: conversation.id,
      otherUserId: otherId,
      otherUserName: other ? displayName(other) : '',
      otherUserPhotoUri: other?.photoUri ?? '',
      latestMessage: q.beforeId ? '' : (latest?.message ?? ''),
      latestMessageAt: !q.beforeId && latest ? latest.createdAt.toISOString() : null,
      unreadCount: await this.repo.unreadCount(conversation, userId),
      messageItems: rows.map((row) => presentItem(row, others.get(row.senderId))),
      hasMore,
    } satisfies TConversation;
  }

  /** POST /conversations/new: the caller and someone else of this event; one conversation per pair. */
  async open(platformId: number, userId: number, body: TNewConversation): Promise<{ conversationId: number }> {
    const user1 = Number(body.user1);
    const user2 = Number(body.user2);
    checkEvent(platformId, Number(body.eventId));
    if (user1 !== userId && user2 !== userId) throw forbidden('You can only open your own conversations');
    if (user1 === user2) throw badRequest('body.user2: nobody messages themselves', 'body.user2');
    await this.requireRecipient(platformId, userId, user1 === userId ? user2 : user1);
    const conversation = await this.repo.ensurePair(platformId, user1, user2);
    return { conversationId: conversation.id };
  }

  /** POST /conversations: written, then pushed to the recipient as newConversationMessageItem. */
  async post(platformId: number, userId: number, body: TConversationPost): Promise<TConversationMessageItem> {
    const sender = Number(body.sender);
    const recipient = Number(body.recipient);
    checkEvent(platformId, Number(body.eventId));
    if (sender !== userId) throw forbidden('body.sender: messages are sent as yourself');
    if (recipient === sender) throw badRequest('body.recipient: nobody messages themselves', 'body.recipient');
    const other = await this.requireRecipient(platformId, userId, recipient);
    const me = await this.users.getInPlatform(platformId, userId);
    const row = await this.repo.insertMessage(platformId, sender, other.id, body.message.trim());
    const item = presentItem(row, me.user);
    this.hub.toUser(platformId, other.id, 'newConversationMessageItem', item);
    return item;
  }

  async markRead(platformId: number, userId: number, id: number): Promise<void> {
    await this.repo.markRead(await this.requireOwn(platformId, userId, id), userId);
  }

  /**
   * spec 1 §4.7: participants of this event by name (from 3 characters), never oneself, never
   * anyone hidden or declined; the organisation only of people the directory lists.
   */
  async searchUsers(platformId: number, userId: number, q: string): Promise<TFoundUser[]> {
    const rows = await this.users.repo.searchByName(platformId, q, userId, USER_SEARCH_RESULTS_MAX);
    return rows.map((u) => ({
      userId: u.id,
      userName: displayName(u),
      photoUri: u.photoUri,
      organisation: isInDirectory(u) ? u.organisation : '',
    }));
  }

  /** Someone else's conversation is "not found": its existence is not disclosed. */
  private async requireOwn(platformId: number, userId: number, id: number): Promise<ConversationRow> {
    const conversation = await this.repo.findForUser(platformId, id, userId);
    if (!conversation) throw notFound('No such conversation');
    return conversation;
  }

  /**
   * Someone one may write to: an enabled account of this event that others may find (not hidden,
   * consent not declined), or that wrote to the caller first. Anyone else is "not found", like
   * an id nobody has: trying ids discloses no one hidden.
   */
  private async requireRecipient(platformId: number, callerId: number, userId: number): Promise<UserRow> {
    const state = await this.users.authState(userId);
    const user = state?.user;
    if (!user || user.platformId !== platformId || user.disabled) throw notFound('No such participant in this event');
    if (!isReachable(user) && !(await this.repo.hasWritten(platformId, user.id, callerId)))
      throw notFound('No such participant in this event');
    return user;
  }

  private async others(platformId: number, ids: number[]): Promise<Map<number, UserRow>> {
    const rows = await this.users.repo.findManyByIds(platformId, [...new Set(ids)]);
    return new Map(rows.map((u) => [u.id, u]));
  }
}

function otherOf(conversation: ConversationRow, userId: number): number {
  return conversation.user1Id === userId ? conversation.user2Id : conversation.user1Id;
}

function checkEvent(platformId: number, eventId: number) {
  if (eventId !== platformId) throw badRequest('body.eventId: not this event', 'body.eventId');
}

/** spec 1 §3.4 message item. */
function presentItem(
  row: ConversationMessageRow,
  sender: Pick<UserRow, 'firstName' | 'lastName'> | undefined,
): TConversationMessageItem {
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderName: sender ? displayName(sender) : '',
    recipientId: row.recipientId,
    message: row.message,
    timeStamp: row.createdAt.toISOString(),
  };
}
