import { bookmarksRoutes } from './routes/bookmarks.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { chatRoutes } from './routes/chat.ts';
import { conversationsRoutes } from './routes/conversations.ts';
import { accountRoutes, identityRoutes } from './routes/identity.ts';
import { logsRoutes } from './routes/logs.ts';
import { loungesRoutes } from './routes/lounges.ts';
import { platformRoutes } from './routes/platform.ts';
import { programmeRoutes } from './routes/programme.ts';
import { canRoutes, usersRoutes } from './routes/users.ts';

/**
 * Every HTTP route of the product, declared once (CONVENTIONS: one contract, three uses); each
 * domain declares its routes in `routes/<domain>.ts`. The order of the groups is the order of the
 * generated route table and of the OpenAPI document.
 */
export const api = {
  platform: platformRoutes,
  users: usersRoutes,
  can: canRoutes,
  logs: logsRoutes,
  programme: programmeRoutes,
  bookmarks: bookmarksRoutes,
  calendar: calendarRoutes,
  identity: identityRoutes,
  lounges: loungesRoutes,
  chat: chatRoutes,
  conversations: conversationsRoutes,
  account: accountRoutes,
} as const;
