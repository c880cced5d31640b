import { z } from 'zod';
import { ZId } from './common.ts';
import {
  CHAT_MESSAGE_MIN_LENGTH,
  CONVERSATION_PAGE_MAX,
  PRIVATE_MESSAGE_MAX_LENGTH,
  USER_SEARCH_MIN_LENGTH,
} from './limits.ts';
import { chatTextLength } from './rules/chat.ts';

/** spec 1 §3.4: one message of a conversation; pushed to the recipient as `newConversationMessageItem`. */
export const ZConversationMessageItem = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  senderName: z.string(),
  recipientId: z.number().int(),
  message: z.string(),
  timeStamp: z.string(),
});
export type TConversationMessageItem = z.infer<typeof ZConversationMessageItem>;

/**
 * spec 1 §3.4: a conversation as its participant sees it. The list leaves `messageItems`
 * empty; GET /conversations/{id} fills it with the latest messages, oldest first.
 */
export const ZConversation = z.object({
  id: z.number().int(),
  otherUserId: z.number().int(),
  otherUserName: z.string(),
  otherUserPhotoUri: z.string(),
  latestMessage: z.string(),
  latestMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
  messageItems: z.array(ZConversationMessageItem),
  /** GET /conversations/{id}: older messages exist (ask again with `beforeId`). */
  hasMore: z.boolean(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationParams = z.object({ platformId: ZId, id: ZId });
export const ZConversationQuery = z.object({
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).default(CONVERSATION_PAGE_MAX),
});

const userId = z.coerce.number().int().positive().max(2_147_483_647);

/** spec 1 §3.4: new conversation request; one conversation per pair, so an existing one is answered. */
export const ZNewConversation = z.object({ eventId: userId, user1: userId, user2: userId });
export type TNewConversation = z.input<typeof ZNewConversation>;
export const ZNewConversationResult = z.object({ conversationId: z.number().int() });

/** spec 1 §3.4, §5: message post; more than 1 character (trimmed), sender is the caller. */
export const ZConversationPost = z.object({
  eventId: userId,
  message: z
    .string()
    .trim()
    .refine((text) => chatTextLength(text) >= CHAT_MESSAGE_MIN_LENGTH, 'must be longer than 1 character')
    .refine(
      (text) => chatTextLength(text) <= PRIVATE_MESSAGE_MAX_LENGTH,
      `may not be greater than ${PRIVATE_MESSAGE_MAX_LENGTH} characters`,
    ),
  recipient: userId,
  sender: userId,
});
export type TConversationPost = z.input<typeof ZConversationPost>;

/** spec 1 §4.7, §9: participant search from 3 characters. */
export const ZUserSearchQuery = z.object({ q: z.string().trim().min(USER_SEARCH_MIN_LENGTH).max(100) });
/** spec 1 §3.4: found user. */
/** A participant found by name: with the organisation and the photo, to tell namesakes apart. */
export const ZFoundUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  photoUri: z.string(),
  organisation: z.string(),
});
export type TFoundUser = z.infer<typeof ZFoundUser>;
