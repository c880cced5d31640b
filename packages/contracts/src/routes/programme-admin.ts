import { ZNoContent, ZPlatformParams } from '../common.ts';
import {
  ZAdminDeleteParams,
  ZAdminItemParams,
  ZAdminPresentation,
  ZAdminPresentationEdit,
  ZAdminPresentationQuery,
  ZAdminSavePresentation,
  ZAdminSaveSession,
  ZAdminSaveSessionQuery,
  ZAdminSession,
  ZAdminSessionEdit,
  ZAdminSessionList,
  ZAdminSessionListQuery,
} from '../programme-admin.ts';
import { defineRoute } from '../route.ts';
import { V2 } from './paths.ts';

/**
 * Programme administration, organisers only (spec 3 §7 "Admin"; server: modules/programme-admin).
 * Their static segments (`programme/sessions`, `programme/presentations`) win over the programme's
 * `programme/:query`.
 */
export const programmeAdminApi = {
  sessions: defineRoute({
    method: 'GET',
    path: `${V2}/programme/sessions`,
    access: 'admin',
    summary: 'Admin session list: filtered by date, room and search, 100 rows a page, each with its presentations',
    params: ZPlatformParams,
    query: ZAdminSessionListQuery,
    response: ZAdminSessionList,
  }),
  session: defineRoute({
    method: 'GET',
    path: `${V2}/programme/sessions/:id`,
    access: 'admin',
    summary: 'A session to edit with rooms, participants, themes, types and eventStart; id 0 gives a new one',
    params: ZAdminItemParams,
    response: ZAdminSessionEdit,
  }),
  saveSession: defineRoute({
    method: 'POST',
    path: `${V2}/programme/sessions`,
    access: 'admin',
    summary:
      'Create (no id) or update a session; updatePresTime=true moves its presentations with it. Answers the saved session',
    params: ZPlatformParams,
    query: ZAdminSaveSessionQuery,
    body: ZAdminSaveSession,
    response: ZAdminSession,
  }),
  deleteSession: defineRoute({
    method: 'DELETE',
    path: `${V2}/programme/sessions/:id`,
    access: 'admin',
    summary: 'Delete a session and its presentations',
    params: ZAdminDeleteParams,
    response: ZNoContent,
    status: 204,
  }),
  presentation: defineRoute({
    method: 'GET',
    path: `${V2}/programme/presentations/:id`,
    access: 'admin',
    summary:
      'A presentation to edit with sessions, participants, themes, types and eventStart; id 0 gives a new one (sessionId pre-fills it)',
    params: ZAdminItemParams,
    query: ZAdminPresentationQuery,
    response: ZAdminPresentationEdit,
  }),
  savePresentation: defineRoute({
    method: 'POST',
    path: `${V2}/programme/presentations`,
    access: 'admin',
    summary: 'Create (no id) or update a presentation; answers the saved presentation',
    params: ZPlatformParams,
    body: ZAdminSavePresentation,
    response: ZAdminPresentation,
  }),
  deletePresentation: defineRoute({
    method: 'DELETE',
    path: `${V2}/programme/presentations/:id`,
    access: 'admin',
    summary: 'Delete a presentation',
    params: ZAdminDeleteParams,
    response: ZNoContent,
    status: 204,
  }),
} as const;
