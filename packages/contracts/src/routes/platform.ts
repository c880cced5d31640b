import { z } from 'zod';
import { ZPlatformParams } from '../common.ts';
import {
  ZAdsQuery,
  ZAppIconParams,
  ZAppManifest,
  ZCustomHtml,
  ZCustomParams,
  ZEventCodeParams,
  ZLanding,
  ZModuleList,
  ZOpenPlatform,
  ZPlatformSettings,
  ZSponsorAd,
} from '../platform.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** A module page's custom HTML (the event's replacement for a built-in page). */
function customHtmlRoute(module: string) {
  return defineRoute({
    method: 'GET',
    path: `${P}/${module}`,
    access: 'open',
    summary: `Custom HTML that replaces the ${module} page (empty html when none)`,
    params: ZPlatformParams,
    response: ZCustomHtml,
  });
}

/** Event settings, menu, landing, custom HTML pages and sponsor ads (server: modules/content, modules/platform). */
export const platformApi = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/platform/:eventCode',
    access: 'public',
    summary: 'Settings of the event with this code (spec 1 §3.1)',
    params: ZEventCodeParams,
    response: ZPlatformSettings,
  }),
  modules: defineRoute({
    method: 'GET',
    path: `${P}/modules`,
    access: 'public',
    summary: 'Menu items with sub-items (spec 1 §3.5)',
    params: ZPlatformParams,
    response: ZModuleList,
  }),
  landing: defineRoute({
    method: 'GET',
    path: `${P}/landing`,
    access: 'open',
    summary: 'Welcome page settings (spec 1 §2.3)',
    params: ZPlatformParams,
    response: ZLanding,
  }),
  custom: defineRoute({
    method: 'GET',
    path: `${P}/custom/:customId`,
    access: 'open',
    summary: 'A custom HTML page',
    params: ZCustomParams,
    response: ZCustomHtml,
  }),
  programmeHtml: customHtmlRoute('programme'),
  vodHtml: customHtmlRoute('vod'),
  liveHtml: customHtmlRoute('live'),
  posterHtml: customHtmlRoute('poster'),
  expoHtml: customHtmlRoute('expo'),
  loungeHtml: customHtmlRoute('lounge'),
  speakersHtml: customHtmlRoute('speakers'),
  participantsHtml: customHtmlRoute('all-participants'),
  ads: defineRoute({
    method: 'GET',
    path: `${P}/sponsors/sda`,
    access: 'open',
    summary: 'Sponsor ads of one type (spec 1 §3.6)',
    params: ZPlatformParams,
    query: ZAdsQuery,
    response: z.array(ZSponsorAd),
  }),
  // Installing the event's pages as an app (a phone's home screen): public, like the settings,
  // since the login page of a closed event is installable too.
  manifest: defineRoute({
    method: 'GET',
    path: `${P}/manifest`,
    access: 'public',
    summary: 'The event as an installable web app (Web App Manifest): its title, colour, start page and icons',
    params: ZPlatformParams,
    response: ZAppManifest,
    contentType: 'application/manifest+json',
    answers: [304],
  }),
  appIcon: defineRoute({
    method: 'GET',
    path: `${P}/app-icon/:size`,
    access: 'public',
    summary: 'The event’s app icon (PNG, 192 or 512 px square): its initials on its colour',
    params: ZAppIconParams,
    response: z.string(),
    contentType: 'image/png',
    answers: [304],
  }),
} as const;

/** The site's root page, outside any event. */
export const platformsApi = {
  listOpen: defineRoute({
    method: 'GET',
    path: '/api/platforms',
    access: 'public',
    summary: 'Codes and titles of the open events, for the root page (one: go to it; several: list them)',
    response: z.array(ZOpenPlatform),
  }),
} as const;
