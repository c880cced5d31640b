import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * The exhibition and its stands (spec 2 §2.5, §2.6, §3 "Sponsor", §4 "Stand hotspots", §7):
 * sponsors grouped by sponsor type, the filters, and a stand with its hotspots, staff,
 * documents and links.
 */

/** spec 2 §2.6: the kinds of hotspot on a stand picture. */
export const HOTSPOT_TYPES = ['Link', 'Youtube', 'Vimeo', 'IFrame', 'Documents'] as const;
export const ZHotspotType = z.enum(HOTSPOT_TYPES);
export type THotspotType = z.infer<typeof ZHotspotType>;
/** spec 2 §4: a documents hotspot holds up to 5 items. */
export const HOTSPOT_ITEMS_MAX = 5;
/** A stand member has up to three links, each shown as an icon (spec 2 §3 "link1-3 with icons"). */
export const STAFF_LINKS_MAX = 3;
/** The icons a staff member's link can show; `web` for any other address. */
export const STAFF_LINK_ICONS = ['web', 'email', 'linkedin', 'x', 'calendar', 'phone'] as const;
export const ZStaffLinkIcon = z.enum(STAFF_LINK_ICONS);
export type TStaffLinkIcon = z.infer<typeof ZStaffLinkIcon>;

/** A value of the URL query: one string, or several for a repeated key. */
const ZQueryValue = z.union([z.string().max(200), z.array(z.string().max(200)).max(50)]).optional();

/**
 * `GET /sponsors/filter` (spec 2 §2.5): the page's query as it is. `group` holds sponsor group
 * ids; the others hold the values the filter options list. Values of one key are alternatives;
 * keys narrow each other.
 */
export const ZSponsorFilterQuery = z.object({
  search: z.string().max(200).optional(),
  group: ZQueryValue,
  theme: ZQueryValue,
  industry: ZQueryValue,
  expertise: ZQueryValue,
  keywords: ZQueryValue,
});
export type TSponsorFilterQuery = z.input<typeof ZSponsorFilterQuery>;

/** A sponsor's card in the exhibition. */
export const ZSponsorCard = z.object({
  id: z.number().int(),
  title: z.string(),
  shortDescription: z.string(),
  thumbnailImageUri: z.string(),
  externalContentUri: z.string(),
});
export type TSponsorCard = z.infer<typeof ZSponsorCard>;

/** spec 2 §3 "Sponsor type group". */
export const ZSponsorTypeGroup = z.object({
  id: z.number().int(),
  title: z.string(),
  colour: z.string(),
  textColour: z.string(),
  iconUri: z.string(),
  sponsors: z.array(ZSponsorCard),
});
export type TSponsorTypeGroup = z.infer<typeof ZSponsorTypeGroup>;

/** `GET /sponsors/filter`: the groups that have a matching sponsor, in order, and how many sponsors match. */
export const ZSponsorList = z.object({ groups: z.array(ZSponsorTypeGroup), total: z.number().int() });
export type TSponsorList = z.infer<typeof ZSponsorList>;

/** spec 2 §3 "Sponsor filter options": what the event's sponsors use. */
export const ZSponsorFilterOptions = z.object({
  groups: z.array(z.object({ id: z.number().int(), title: z.string() })),
  themes: z.array(z.string()),
  industries: z.array(z.string()),
  expertises: z.array(z.string()),
  keywords: z.array(z.string()),
});
export type TSponsorFilterOptions = z.infer<typeof ZSponsorFilterOptions>;

/** One item of a hotspot: a link's or a video's address, or one of a documents hotspot's files. */
export const ZHotspotItem = z.object({ title: z.string(), content: z.string() });

/**
 * spec 2 §3 "maps": a hotspot on the stand picture. Position and size are percentages of the
 * picture (so they hold at any width); `vidWidth`/`vidHeight` size a video or frame dialog.
 */
export const ZHotspot = z.object({
  id: z.number().int(),
  type: ZHotspotType,
  title: z.string(),
  posTop: z.number(),
  posLeft: z.number(),
  mapHeight: z.number(),
  mapWidth: z.number(),
  vidWidth: z.number().int(),
  vidHeight: z.number().int(),
  items: z.array(ZHotspotItem).max(HOTSPOT_ITEMS_MAX),
});
export type THotspot = z.infer<typeof ZHotspot>;

/**
 * A stand member (spec 2 §3 "staff"). `online`: at the stand now, that is in its chat on any node
 * of the hub (a stand without chat shows nobody online).
 */
export const ZStandStaff = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  jobTitle: z.string(),
  photoUri: z.string(),
  online: z.boolean(),
  links: z.array(z.object({ uri: z.string(), icon: ZStaffLinkIcon })).max(STAFF_LINKS_MAX),
});
export type TStandStaff = z.infer<typeof ZStandStaff>;

/** A document of a stand: bookmarkable (SPONSOR_DOCUMENT) and logged when downloaded. */
export const ZStandDocument = z.object({ id: z.number().int(), title: z.string(), uri: z.string() });
export type TStandDocument = z.infer<typeof ZStandDocument>;

/** A link of a stand: an address, an internal path or a mailto. */
export const ZStandLink = z.object({ id: z.number().int(), title: z.string(), uri: z.string() });
export type TStandLink = z.infer<typeof ZStandLink>;

/** spec 2 §3 "Sponsor": a stand as its page shows it. `description` is sanitised HTML. */
export const ZSponsorDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  thumbnailImageUri: z.string(),
  standImageUri: z.string(),
  externalContentUri: z.string(),
  enableStandChat: z.boolean(),
  group: z.object({ id: z.number().int(), title: z.string(), colour: z.string(), textColour: z.string() }).nullable(),
  theme: z.string(),
  industry: z.string(),
  expertise: z.string(),
  keywords: z.array(z.string()),
  staff: z.array(ZStandStaff),
  maps: z.array(ZHotspot),
  documents: z.array(ZStandDocument),
  links: z.array(ZStandLink),
  /** The sponsor's lounge, if it has one. */
  lounge: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type TSponsorDetail = z.infer<typeof ZSponsorDetail>;

export const ZSponsorParams = z.object({ platformId: ZId, sponsorId: ZId });
