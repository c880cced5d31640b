import { z } from 'zod';

/** An entity's or a user's id: a positive 32-bit integer, as the database keeps them. */
const id = z.coerce.number().int().positive().max(2_147_483_647);
const shortText = z.string().max(500);

/** spec 1 §3.7, spec 2 §3: scan log entity and scan types. */
export const SCAN_ENTITY_TYPES = [
  'EVENT_PLATFORM',
  'POSTER',
  'PRESENTATION',
  'SESSION',
  'SPONSOR',
  'LOUNGE',
  'SPONSOR_LOUNGE',
] as const;
export const SCAN_TYPES = ['ENTER_EVENT_LOG', 'LEAVE_EVENT_LOG', 'HEARTBEAT', 'LOGOUT', 'ENTER', 'LEAVE'] as const;

/** POST /log/scan: entityId and userId are required (spec 1 §5). */
export const ZScanLog = z.object({
  entityId: id,
  scanEntityType: z.enum(SCAN_ENTITY_TYPES),
  scanType: z.enum(SCAN_TYPES),
  userId: id,
});
export type TScanLog = z.infer<typeof ZScanLog>;
/** Heartbeat answer (spec 1 §3.7): people currently counted on the entity, and whether it is live. */
export const ZScanResult = z.object({ count: z.number().int(), live: z.boolean() });

const identityFields = {
  eventId: id,
  eventCode: z.string().max(32),
  userId: id.optional(),
  userName: shortText.optional(),
  firstName: shortText.optional(),
  lastName: shortText.optional(),
};

/** POST /log/trace (spec 1 §3.7). */
export const ZTraceLog = z.object({
  ...identityFields,
  page: z.string().min(1).max(200),
  entityId1: z.union([z.string().max(100), z.number()]).optional(),
  entityId2: z.union([z.string().max(100), z.number()]).optional(),
  title: shortText.optional(),
});
export type TTraceLog = z.infer<typeof ZTraceLog>;

/** POST /log/navigation (spec 1 §3.7). */
export const ZNavigationLog = z.object({
  ...identityFields,
  from: z.string().max(2000),
  to: z.string().min(1).max(2000),
});
export type TNavigationLog = z.infer<typeof ZNavigationLog>;

/**
 * What a download log names: a stand's document (the default), a session, a presentation, or a
 * stand's hotspot (a film watched: VIDEO_VIEW_ITEM; a file of a documents hotspot: DOWNLOAD_ITEM).
 */
export const DOWNLOAD_ITEM_TYPES = ['SPONSOR_DOCUMENT', 'SESSION', 'PRESENTATION', 'SPONSOR_HOTSPOT'] as const;

/**
 * POST /log/download (spec 2 §3): userId required. The entity must be one of the event's (a
 * stand's document or hotspot: of `sponsorId` when given); its title is the server's, never the
 * client's. `itemContent` picks which file of a documents hotspot was taken (one of its items).
 */
export const ZDownloadLog = z.object({
  entityId: id,
  itemType: z.enum(DOWNLOAD_ITEM_TYPES).default('SPONSOR_DOCUMENT'),
  itemContent: z.string().max(2000).optional(),
  sponsorId: id.optional(),
  userId: id,
  logType: z.enum(['DOWNLOAD_ITEM', 'VIDEO_VIEW_ITEM']),
});
export type TDownloadLog = z.infer<typeof ZDownloadLog>;

/**
 * POST /log/sda: ad click (spec 1 §3.7): userId required. The ad must be one of the event's; its
 * type, title and link are the server's, never the client's.
 */
export const ZAdClickLog = z.object({
  entityId: id,
  userId: id,
});
export type TAdClickLog = z.infer<typeof ZAdClickLog>;
