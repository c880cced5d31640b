import type { TAdType, TModeratorScope, TStoredPlatformSettings, TUserRole } from '@atrium/contracts';
import type { TDemoSessionType } from './demo-topics.ts';

/**
 * The demo event as plain data, before it reaches the database. Rows refer to each other by
 * index into their lists (`speaker: 12` is `users[12]`); the seeder turns indices into ids.
 */
export interface DemoData {
  code: string;
  seed: number;
  /** First day, YYYY-MM-DD in the event's time zone. */
  startDate: string;
  days: string[];
  timeZone: string;
  settings: TStoredPlatformSettings;
  rooms: DemoRoom[];
  users: DemoUser[];
  sessions: DemoSession[];
  sponsorGroups: DemoSponsorGroup[];
  sponsors: DemoSponsor[];
  ads: DemoAd[];
  lounges: DemoLounge[];
  pages: DemoPage[];
  menu: DemoMenuItem[];
  moderatorAssignments: DemoModeratorAssignment[];
}

export type DemoRoomKind = 'plenary' | 'main' | 'short' | 'workshop' | 'industry' | 'poster';

export interface DemoRoom {
  name: string;
  alias: string;
  sortOrder: number;
  kind: DemoRoomKind;
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  organisation: string;
  jobTitle: string;
  town: string;
  country: string;
  biography: string;
  isSpeaker: boolean;
  isAdmin: boolean;
  isReportViewer: boolean;
  isSubmitter?: boolean;
  accepted: boolean | null;
  /** Demo accounts sign in with DEMO_PASSWORD; generated speakers have no password. */
  hasPassword: boolean;
  /** Set for the demo accounts. */
  role?: TUserRole;
}

export interface DemoSession {
  /** Stored as sessions.external_key, unique in the event. */
  key: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** Index into rooms. */
  room: number;
  /** Index into days. */
  day: number;
  type: TDemoSessionType;
  theme: string;
  colour: string;
  keywords: string[];
  isPoster: boolean;
  language: string;
  translation: boolean;
  enableChat: boolean;
  enableComments: boolean;
  enableAuthorisationForComments: boolean;
  videoIFrameUri: string;
  /** Index into sponsors: the exhibitor holding an industry session (its logo shows on the cards). */
  sponsor: number | null;
  /** Indices into users: the session's chairs (session_people role "moderator"). */
  chairs: number[];
  presentations: DemoPresentation[];
}

export interface DemoPresentation {
  title: string;
  description: string;
  sortOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Index into users. */
  speaker: number;
  speakerNameOverride: string;
  coAuthors: string;
  isPoster: boolean;
  /** Permission questions asked of this presentation in particular (the submit settings ask others of all). */
  submissionRequirements?: string[];
}

export interface DemoSponsorGroup {
  title: string;
  colour: string;
  textColour: string;
  sortOrder: number;
}

export interface DemoSponsor {
  /** Index into sponsorGroups. */
  group: number;
  title: string;
  shortDescription: string;
  description: string;
  thumbnailImageUri: string;
  standImageUri: string;
  enableStandChat: boolean;
  theme: string;
  industry: string;
  expertise: string;
  keywords: string[];
}

export interface DemoAd {
  type: TAdType;
  /** Index into sponsors. */
  sponsor: number;
  title: string;
  titleFr: string;
  imageUri: string;
  /** An external address, or the sponsor's stand (`stand:{sponsor title}` in the event file). */
  link: { external: string } | { stand: true };
  sortOrder: number;
}

export interface DemoLounge {
  title: string;
  titleFr: string;
  /** Index into sponsors for a sponsor lounge. */
  sponsor: number | null;
  imageUri: string;
  rooms: string[];
  /** Earlier conversation in the rooms, oldest first. */
  chat: DemoChatLine[];
}

export interface DemoChatLine {
  room: string;
  /** Index into users. */
  user: number;
  text: string;
}

export interface DemoPage {
  /** `landing`, a module key, or null for a free page reached at `custom/{id}`. */
  module: string | null;
  title: string;
  html: string;
  titleFr: string;
  htmlFr: string;
  useHomeVodModule: boolean;
}

export interface DemoMenuItem {
  title: string;
  titleEn: string;
  titleFr: string;
  icon: string;
  /** Either a link, or the free page (index into pages) the item opens as `custom/{id}`. */
  link: { href: string } | { page: number };
  module: string | null;
  custom: boolean;
  loginRequired: boolean;
  sortOrder: number;
}

export interface DemoModeratorAssignment {
  /** Index into users. */
  user: number;
  scope: TModeratorScope;
  /** Index into sessions for the session scope; none for platform and lounge. */
  session?: number;
}
