import { z } from 'zod';
import { ZBookmark, ZBookmarkCreated, ZBookmarkParams, ZNewBookmark } from '../bookmarks.ts';
import { ZPlatformParams } from '../common.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** One’s bookmarks (server: modules/bookmarks). */
export const bookmarksApi = {
  list: defineRoute({
    method: 'GET',
    path: `${P}/bookmarks`,
    access: 'user',
    summary: 'One’s own bookmarks in this event (spec 1 §3.3)',
    params: ZPlatformParams,
    response: z.array(ZBookmark),
  }),
  add: defineRoute({
    method: 'POST',
    path: `${P}/bookmarks`,
    access: 'user',
    summary:
      'Bookmark an entity of this event: 201 with the id (the existing id when bookmarked already); 204 and nothing stored without an entityId',
    params: ZPlatformParams,
    body: ZNewBookmark,
    response: ZBookmarkCreated,
    status: 201,
    // Without an entityId nothing is stored (spec 2 §4).
    answers: [204],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${P}/bookmarks/:id`,
    access: 'user',
    summary: 'Remove one of one’s own bookmarks (404 for anyone else’s)',
    params: ZBookmarkParams,
    response: z.null(),
    status: 204,
  }),
} as const;
