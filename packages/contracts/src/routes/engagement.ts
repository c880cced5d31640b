import {
  ZLikeAnswer,
  ZPresentationParams,
  ZRatePresentationParams,
  ZRateSessionParams,
  ZRatingAnswer,
  ZViewAnswer,
} from '../engagement.ts';
import { ZSessionParams } from '../programme.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** Likes, ratings and views of sessions and presentations (server: modules/engagement). */
export const engagementApi = {
  likeSession: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/like`,
    access: 'user',
    summary: 'Toggle the caller’s like of a session: liked after the call, and the session’s likes',
    params: ZSessionParams,
    response: ZLikeAnswer,
  }),
  likePresentation: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/presentation/:presId/like`,
    access: 'user',
    summary: 'Toggle the caller’s like of a presentation of this session',
    params: ZPresentationParams,
    response: ZLikeAnswer,
  }),
  rateSession: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/rate/:value`,
    access: 'user',
    summary:
      'Rate a session from 0.5 to 5 in half steps; a second rating replaces the first. Answer: rates (count), rating (mean)',
    params: ZRateSessionParams,
    response: ZRatingAnswer,
  }),
  ratePresentation: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/presentation/:presId/rate/:value`,
    access: 'user',
    summary: 'Rate a presentation of this session (as rateSession)',
    params: ZRatePresentationParams,
    response: ZRatingAnswer,
  }),
  viewSession: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/view`,
    access: 'open',
    summary:
      'Count a view of a session: once per signed-in user and day in the event’s time zone (visitors are not counted). Answer: the view count',
    params: ZSessionParams,
    response: ZViewAnswer,
  }),
  viewPresentation: defineRoute({
    method: 'POST',
    path: `${P}/sessions/:sessionId/presentation/:presId/view`,
    access: 'open',
    summary: 'Count a view of a presentation of this session (as viewSession)',
    params: ZPresentationParams,
    response: ZViewAnswer,
  }),
} as const;
