// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import { accountRoutes } from './route-table/account.ts';
import { bookmarksRoutes } from './route-table/bookmarks.ts';
import { browseRoutes } from './route-table/browse.ts';
import { calendarRoutes } from './route-table/calendar.ts';
import { canRoutes } from './route-table/can.ts';
import { chatRoutes } from './route-table/chat.ts';
import { conversationsRoutes } from './route-table/conversations.ts';
import { directoryRoutes } from './route-table/directory.ts';
import { engagementRoutes } from './route-table/engagement.ts';
import { exhibitionRoutes } from './route-table/exhibition.ts';
import { identityRoutes } from './route-table/identity.ts';
import { logsRoutes } from './route-table/logs.ts';
import { loungesRoutes } from './route-table/lounges.ts';
import { platformRoutes } from './route-table/platform.ts';
import { platformsRoutes } from './route-table/platforms.ts';
import { playerRoutes } from './route-table/player.ts';
import { pollsRoutes } from './route-table/polls.ts';
import { programmeRoutes } from './route-table/programme.ts';
import { programmeAdminRoutes } from './route-table/programmeAdmin.ts';
import { questionsRoutes } from './route-table/questions.ts';
import { remindersRoutes } from './route-table/reminders.ts';
import { reportsRoutes } from './route-table/reports.ts';
import { submitRoutes } from './route-table/submit.ts';
import { usersRoutes } from './route-table/users.ts';

export { accountRoutes } from './route-table/account.ts';
export { bookmarksRoutes } from './route-table/bookmarks.ts';
export { browseRoutes } from './route-table/browse.ts';
export { calendarRoutes } from './route-table/calendar.ts';
export { canRoutes } from './route-table/can.ts';
export { chatRoutes } from './route-table/chat.ts';
export { conversationsRoutes } from './route-table/conversations.ts';
export { directoryRoutes } from './route-table/directory.ts';
export { engagementRoutes } from './route-table/engagement.ts';
export { exhibitionRoutes } from './route-table/exhibition.ts';
export { identityRoutes } from './route-table/identity.ts';
export { logsRoutes } from './route-table/logs.ts';
export { loungesRoutes } from './route-table/lounges.ts';
export { platformRoutes } from './route-table/platform.ts';
export { platformsRoutes } from './route-table/platforms.ts';
export { playerRoutes } from './route-table/player.ts';
export { pollsRoutes } from './route-table/polls.ts';
export { programmeRoutes } from './route-table/programme.ts';
export { programmeAdminRoutes } from './route-table/programmeAdmin.ts';
export { questionsRoutes } from './route-table/questions.ts';
export { remindersRoutes } from './route-table/reminders.ts';
export { reportsRoutes } from './route-table/reports.ts';
export { submitRoutes } from './route-table/submit.ts';
export { usersRoutes } from './route-table/users.ts';

/** Every domain's routes (the server side and tests; pages import their domain's constant). */
export const apiRoutes = {
  platform: platformRoutes,
  users: usersRoutes,
  can: canRoutes,
  logs: logsRoutes,
  programme: programmeRoutes,
  programmeAdmin: programmeAdminRoutes,
  browse: browseRoutes,
  player: playerRoutes,
  engagement: engagementRoutes,
  questions: questionsRoutes,
  polls: pollsRoutes,
  exhibition: exhibitionRoutes,
  directory: directoryRoutes,
  bookmarks: bookmarksRoutes,
  reminders: remindersRoutes,
  calendar: calendarRoutes,
  identity: identityRoutes,
  lounges: loungesRoutes,
  chat: chatRoutes,
  conversations: conversationsRoutes,
  submit: submitRoutes,
  reports: reportsRoutes,
  account: accountRoutes,
  platforms: platformsRoutes,
};
