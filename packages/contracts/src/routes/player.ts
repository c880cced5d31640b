import { z } from 'zod';
import { ZPresentationParams } from '../engagement.ts';
import { ZPlayerPresentationPage, ZPlayerQuery, ZPlayerSession, ZRelatedQuery, ZRelatedSession } from '../player.ts';
import { ZSessionParams } from '../programme.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** The player's reads (server: modules/player). */
export const playerApi = {
  session: defineRoute({
    method: 'GET',
    path: `${P}/sessions/:sessionId`,
    access: 'open',
    summary:
      'The player’s session: the programme detail with content addresses, drawer switches, views, likes and ratings (the caller’s own too), whether the caller moderates it (check=true) and the questions they may see (unless noq=true)',
    params: ZSessionParams,
    query: ZPlayerQuery,
    response: ZPlayerSession,
  }),
  presentation: defineRoute({
    method: 'GET',
    path: `${P}/sessions/:sessionId/presentation/:presId`,
    access: 'open',
    summary:
      'One presentation of a session for the player: its files (signed addresses), figures, the session around it, and whether the caller moderates it (check=true)',
    params: ZPresentationParams,
    query: ZPlayerQuery,
    response: ZPlayerPresentationPage,
  }),
  related: defineRoute({
    method: 'GET',
    path: `${P}/sessions/:sessionId/eaorelated`,
    access: 'open',
    summary:
      'Sessions related to this one (shared keywords, theme or speakers), best first, at most 12; an empty list unless the event enables the related tab',
    params: ZSessionParams,
    query: ZRelatedQuery,
    response: z.array(ZRelatedSession),
  }),
} as const;
