import { z } from 'zod';
import { ZCalendarFeed, ZCalendarFeedParams } from '../bookmarks.ts';
import { ZPlatformParams } from '../common.ts';
import { ZSessionParams } from '../programme.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** iCalendar feeds and session files (server: modules/calendar). */
export const calendarApi = {
  feed: defineRoute({
    method: 'GET',
    path: `${P}/calendar/feed`,
    access: 'user',
    summary: 'The private address of one’s iCalendar feed of bookmarked sessions (made on first call)',
    params: ZPlatformParams,
    response: ZCalendarFeed,
  }),
  revokeFeed: defineRoute({
    method: 'POST',
    path: `${P}/calendar/feed/revoke`,
    access: 'user',
    summary: 'Revoke the feed address (it answers 404 from now on) and answer a new one',
    params: ZPlatformParams,
    response: ZCalendarFeed,
  }),
  feedIcs: defineRoute({
    method: 'GET',
    path: '/api/calendar/:feed',
    access: 'public',
    summary: 'iCalendar feed (text/calendar) of a user’s bookmarked sessions; the token in the address is the key',
    params: ZCalendarFeedParams,
    response: z.string(),
    contentType: 'text/calendar',
  }),
  sessionIcs: defineRoute({
    method: 'GET',
    path: `${P}/sessions/:sessionId/ics`,
    access: 'open',
    summary: 'One session as an iCalendar file (text/calendar)',
    params: ZSessionParams,
    response: z.string(),
    contentType: 'text/calendar',
  }),
} as const;
