import { ZPlatformParams } from '../common.ts';
import {
  ZCalendarQuery,
  ZCalendarResponse,
  ZProgrammeFilterInput,
  ZProgrammeQueryParams,
  ZProgrammeResponse,
  ZProgrammeSessionDetail,
  ZProgrammeSessionParams,
  ZSessionFilters,
  ZSessionFiltersQuery,
} from '../programme.ts';
import { defineRoute } from '../route.ts';
import { P, V2 } from './paths.ts';

/** The programme: lists, session detail, calendar, filters (server: modules/programme). */
export const programmeApi = {
  query: defineRoute({
    method: 'GET',
    path: `${V2}/programme/:query`,
    access: 'open',
    summary:
      'Programme: title, calendarIntervalHeight, days and the sessions matching the URL-encoded query in the last segment (date, room, time, theme, type, mode); a segment of digits is a session id (see programme.session)',
    params: ZProgrammeQueryParams,
    query: ZProgrammeFilterInput,
    response: ZProgrammeResponse,
    answers: [304],
  }),
  session: defineRoute({
    method: 'GET',
    path: `${V2}/programme/:sessionId`,
    access: 'open',
    summary:
      'Session detail for the session dialog: presentations in order, moderators, speakers (name overrides), co-authors, durations. Same path as programme.query: digits only select this route',
    params: ZProgrammeSessionParams,
    response: ZProgrammeSessionDetail,
    answers: [304],
  }),
  calendar: defineRoute({
    method: 'GET',
    path: `${P}/sessions/calendar`,
    access: 'open',
    summary: 'Day groups of the old calendar, with today; an optional room/theme/type/time filter marks sessions',
    params: ZPlatformParams,
    query: ZCalendarQuery,
    response: ZCalendarResponse,
    answers: [304],
  }),
  filters: defineRoute({
    method: 'GET',
    path: `${P}/sessions/filters`,
    access: 'open',
    summary: 'Filter options: rooms, themes (with colours), types, keywords, poster sessions, speakers, days',
    params: ZPlatformParams,
    query: ZSessionFiltersQuery,
    response: ZSessionFilters,
    answers: [304],
  }),
} as const;
