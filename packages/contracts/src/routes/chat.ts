import { ZChatHistory, ZChatHistoryQuery, ZGroupIdParams } from '../lounges.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** Chat history of hub groups (server: modules/chat). */
export const chatApi = {
  history: defineRoute({
    method: 'GET',
    path: `${P}/conversations/group/:groupId`,
    access: 'user',
    summary: 'Chat history of a group, oldest first, paged (spec 3 §7); groupType defaults to a lounge room',
    params: ZGroupIdParams,
    query: ZChatHistoryQuery,
    response: ZChatHistory,
  }),
} as const;
