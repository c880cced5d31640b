import { z } from 'zod';
import { ZPlatformParams } from '../common.ts';
import { ZPushEndpointQuery, ZPushKey, ZPushSubscription, ZReminderPreferences } from '../reminders.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** Reminders of one's bookmarked sessions (server: modules/reminders). */
export const remindersApi = {
  pushKey: defineRoute({
    method: 'GET',
    path: `${P}/reminders/push-key`,
    access: 'user',
    summary: 'The server’s VAPID public key, to subscribe a browser to push reminders',
    params: ZPlatformParams,
    response: ZPushKey,
  }),
  subscribe: defineRoute({
    method: 'PUT',
    path: `${P}/reminders/subscription`,
    access: 'user',
    summary: 'Keep this browser’s push subscription for one’s reminders (the same endpoint is replaced)',
    params: ZPlatformParams,
    body: ZPushSubscription,
    response: z.null(),
    status: 204,
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: `${P}/reminders/subscription`,
    access: 'user',
    summary: 'Forget one of one’s push subscriptions, by its endpoint',
    params: ZPlatformParams,
    query: ZPushEndpointQuery,
    response: z.null(),
    status: 204,
  }),
  preferences: defineRoute({
    method: 'GET',
    path: `${P}/reminders/preferences`,
    access: 'user',
    summary: 'One’s reminder preferences (off, 10 minutes before, until saved)',
    params: ZPlatformParams,
    response: ZReminderPreferences,
  }),
  savePreferences: defineRoute({
    method: 'PUT',
    path: `${P}/reminders/preferences`,
    access: 'user',
    summary: 'Save one’s reminder preferences: push and/or e-mail, minutes before the start, language',
    params: ZPlatformParams,
    body: ZReminderPreferences,
    response: ZReminderPreferences,
  }),
} as const;
