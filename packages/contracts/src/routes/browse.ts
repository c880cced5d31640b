import { z } from 'zod';
import { ZHomeVod, ZSessionList, ZSessionListQuery } from '../browse.ts';
import { ZPlatformParams } from '../common.ts';
import { ZSessionParams } from '../programme.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** Browsing sessions: live now, coming up, on demand, posters, the on-demand home (server: modules/browse). */
export const browseApi = {
  sessions: defineRoute({
    method: 'GET',
    path: `${P}/sessions`,
    access: 'open',
    summary:
      'A page of 25 sessions (live, comingup or the on-demand list) or posters (poster=true), filtered (spec 2 §7)',
    params: ZPlatformParams,
    query: ZSessionListQuery,
    response: ZSessionList,
    answers: [304],
  }),
  homeVod: defineRoute({
    method: 'GET',
    path: `${P}/sessions/homevod`,
    access: 'open',
    summary: 'The on-demand home: pinned session, live now, groups by room, theme and type (spec 2 §2.2)',
    params: ZPlatformParams,
    response: ZHomeVod,
    answers: [304],
  }),
  thumbnail: defineRoute({
    method: 'GET',
    path: `${P}/sessions/:sessionId/thumbnail`,
    access: 'open',
    summary: 'The card picture the server draws for a session without one (SVG; `v` changes with what it shows)',
    params: ZSessionParams,
    query: z.object({ v: z.string().max(40).optional() }),
    response: z.string(),
    contentType: 'image/svg+xml',
    answers: [304],
  }),
} as const;
