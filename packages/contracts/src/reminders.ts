import { z } from 'zod';
import { SUPPORTED_LOCALES } from './limits.ts';

/**
 * Reminders of bookmarked sessions: a signed-in attendee opts in to a Web Push notification
 * and/or an e-mail some minutes before each bookmarked session starts, in their language, with a
 * link to the session's player page.
 */

/** Minutes before the start when the attendee has not chosen. */
export const REMINDER_DEFAULT_MINUTES = 10;
export const REMINDER_MINUTES_MIN = 1;
export const REMINDER_MINUTES_MAX = 120;

export const ZReminderPreferences = z.object({
  push: z.boolean(),
  email: z.boolean(),
  minutes: z.number().int().min(REMINDER_MINUTES_MIN).max(REMINDER_MINUTES_MAX),
  /** The language of the reminders (the app's language when they were saved). */
  locale: z.enum(SUPPORTED_LOCALES),
});
export type TReminderPreferences = z.infer<typeof ZReminderPreferences>;

/** The VAPID public key (RFC 8292) a browser subscribes with: base64url of the P-256 point. */
export const ZPushKey = z.object({ publicKey: z.string() });
export type TPushKey = z.infer<typeof ZPushKey>;

/** An uncompressed P-256 point (65 bytes, 0x04 first) in base64url: the browser's ECDH key. */
const ZP256Key = z
  .string()
  .max(100)
  .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'a P-256 public key in base64url (65 bytes)');
/** The 16-byte authentication secret in base64url. */
const ZAuthSecret = z
  .string()
  .max(30)
  .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'a 16-byte secret in base64url');

/** A push service's address: only https (every browser's push service speaks it). */
const ZPushEndpoint = z
  .string()
  .max(1000)
  .url()
  .refine((value) => value.startsWith('https://'), 'must start with https://');

/** A browser's PushSubscription as its toJSON() gives it (expirationTime is ignored). */
export const ZPushSubscription = z.object({
  endpoint: ZPushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: ZP256Key, auth: ZAuthSecret }),
});
export type TPushSubscription = z.input<typeof ZPushSubscription>;

export const ZPushEndpointQuery = z.object({ endpoint: ZPushEndpoint });
