import { bookmarksApi } from './routes/bookmarks.ts';
import { browseApi } from './routes/browse.ts';
import { calendarApi } from './routes/calendar.ts';
import { chatApi } from './routes/chat.ts';
import { conversationsApi } from './routes/conversations.ts';
import { directoryApi } from './routes/directory.ts';
import { engagementApi } from './routes/engagement.ts';
import { exhibitionApi } from './routes/exhibition.ts';
import { accountApi, identityApi } from './routes/identity.ts';
import { logsApi } from './routes/logs.ts';
import { loungesApi } from './routes/lounges.ts';
import { platformApi, platformsApi } from './routes/platform.ts';
import { playerApi } from './routes/player.ts';
import { pollsApi } from './routes/polls.ts';
import { programmeApi } from './routes/programme.ts';
import { programmeAdminApi } from './routes/programme-admin.ts';
import { questionsApi } from './routes/questions.ts';
import { remindersApi } from './routes/reminders.ts';
import { reportsApi } from './routes/reports.ts';
import { submitApi } from './routes/submit.ts';
import { canApi, usersApi } from './routes/users.ts';

/**
 * Every HTTP route of the product, declared once (CONVENTIONS: one contract, three uses); each
 * domain declares its routes in `routes/<domain>.ts`. The order of the groups is the order of the
 * generated route table and of the OpenAPI document.
 */
export const api = {
  platform: platformApi,
  users: usersApi,
  can: canApi,
  logs: logsApi,
  programme: programmeApi,
  programmeAdmin: programmeAdminApi,
  browse: browseApi,
  player: playerApi,
  engagement: engagementApi,
  questions: questionsApi,
  polls: pollsApi,
  exhibition: exhibitionApi,
  directory: directoryApi,
  bookmarks: bookmarksApi,
  reminders: remindersApi,
  calendar: calendarApi,
  identity: identityApi,
  lounges: loungesApi,
  chat: chatApi,
  conversations: conversationsApi,
  submit: submitApi,
  reports: reportsApi,
  account: accountApi,
  platforms: platformsApi,
} as const;
