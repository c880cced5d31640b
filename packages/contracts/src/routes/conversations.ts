import { z } from 'zod';
import { ZNoContent, ZPlatformParams } from '../common.ts';
import {
  ZConversation,
  ZConversationMessageItem,
  ZConversationParams,
  ZConversationPost,
  ZConversationQuery,
  ZFoundUser,
  ZNewConversation,
  ZNewConversationResult,
  ZUserSearchQuery,
} from '../conversations.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** Private conversations (server: modules/conversations). */
export const conversationsApi = {
  list: defineRoute({
    method: 'GET',
    path: `${P}/conversations`,
    access: 'user',
    summary: 'The caller’s conversations, newest activity first, with unread counts (spec 1 §3.4)',
    params: ZPlatformParams,
    response: z.array(ZConversation),
  }),
  get: defineRoute({
    method: 'GET',
    path: `${P}/conversations/:id`,
    access: 'user',
    summary: 'One of the caller’s conversations with its latest messages (spec 1 §3.4)',
    params: ZConversationParams,
    query: ZConversationQuery,
    response: ZConversation,
  }),
  create: defineRoute({
    method: 'POST',
    path: `${P}/conversations/new`,
    access: 'user',
    summary: 'The conversation of two users, made if new; the caller is one of them (spec 1 §3.4)',
    params: ZPlatformParams,
    body: ZNewConversation,
    response: ZNewConversationResult,
    // Only as oneself.
    answers: [403],
  }),
  post: defineRoute({
    method: 'POST',
    path: `${P}/conversations`,
    access: 'user',
    summary: 'Send a private message as oneself; pushed to the recipient (spec 1 §3.4, §4.4)',
    params: ZPlatformParams,
    body: ZConversationPost,
    response: ZConversationMessageItem,
    status: 201,
    // Only as oneself.
    answers: [403],
  }),
  read: defineRoute({
    method: 'PUT',
    path: `${P}/conversations/:id/read`,
    access: 'user',
    summary: 'Mark one of the caller’s conversations read (spec 1 §4.4)',
    params: ZConversationParams,
    response: ZNoContent,
    status: 204,
  }),
  users: defineRoute({
    method: 'GET',
    path: `${P}/conversations/users`,
    access: 'user',
    summary: 'Participants of the event whose name contains q (3 characters or more), not oneself (spec 1 §4.7)',
    params: ZPlatformParams,
    query: ZUserSearchQuery,
    response: z.array(ZFoundUser),
  }),
} as const;
