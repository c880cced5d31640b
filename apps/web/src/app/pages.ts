import type { TPlatformSettings } from '@atrium/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { TStringPack } from '../i18n/index.ts';
import { loadBrowse } from './browse-loader.ts';

/**
 * Asks for a page's data as soon as the event's settings are in, on a first load straight into
 * it (`subPath`: the address after `/{eventCode}/`, whose ids it reads).
 */
export type TPagePrefetch = (
  queryClient: QueryClient,
  settings: TPlatformSettings,
  search: URLSearchParams,
  subPath: string,
) => void;

/**
 * One page of an event, declared once: AppRoutes derives its route, its lazily loaded screen,
 * the shell pages whose code loads with the shell's on a first visit, the first-page data and
 * the module routes it replaces (the placeholder ModulePage serves the others).
 */
export type TPage = {
  /** Its path under /{eventCode}/ ('' for the event's index, the welcome page). */
  path: string;
  /** Further paths showing the same screen. */
  alsoAt?: readonly string[];
  /** `full`: a page of its own (no banner, no drawer); `shell`: inside the banner and the drawer. */
  layout: 'full' | 'shell';
  /** Its code: keep it a dynamic import, so that the page stays out of the first chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /** The string packs its code shows (i18n/index.ts), loaded with it. */
  strings?: readonly TStringPack[];
  /** The code of its first-page data (its own small chunk, shared with the page's). */
  prefetch?: () => Promise<TPagePrefetch>;
  /** Its code is in the shell's chunk: nothing to fetch ahead beside the shell. */
  inShellChunk?: boolean;
};

/** The shell (banner, drawer, profile) and the welcome page share one chunk. */
export const loadShell = () => import('../shell/ShellLayout.tsx');

/** The two directories' code, which also asks for a first load's people (its prefetch). */
const loadDirectory = () => import('../features/directory/directory-pages.ts');

/**
 * The event's built pages (spec 1 §2.1). The first load of login and welcome carries only the
 * router, the guard and the page itself, so every `load` here is a dynamic import.
 */
export const PAGES: readonly TPage[] = [
  {
    path: 'login',
    layout: 'full',
    load: () => import('../features/identity/LoginPage.tsx'),
    strings: ['identity'],
  },
  {
    path: 'reset-password',
    layout: 'full',
    load: () => import('../features/identity/ResetPasswordPage.tsx'),
    strings: ['identity'],
  },
  {
    // An app's sign-in request (/connect/authorize sends the browser here): the consent card.
    path: 'authorize/:requestId',
    layout: 'full',
    load: () => import('../features/identity/AuthorizePage.tsx'),
    strings: ['identity'],
  },
  {
    // The first page inside the shell comes in the shell's own chunk: one file then holds what
    // the two share (page title, profile dialog state, …).
    path: '',
    layout: 'shell',
    load: () => loadShell().then((shell) => ({ default: shell.WelcomePage })),
    inShellChunk: true,
  },
  {
    path: 'programme',
    layout: 'shell',
    load: () => import('../features/programme/ProgrammePage.tsx'),
    strings: ['programme'],
    prefetch: () => import('../features/programme/programme-prefetch.ts').then((m) => m.prefetchProgramme),
  },
  {
    path: 'my-programme',
    layout: 'shell',
    load: () => import('../features/programme/MyProgrammePage.tsx'),
    strings: ['programme'],
  },
  {
    path: 'lounge',
    alsoAt: ['lounge/sponsor/:sponsorId'],
    layout: 'shell',
    load: () => import('../features/lounge/LoungePage.tsx'),
    strings: ['lounge'],
  },
  // spec 2 §2.3–2.4: the browsing lists, one chunk for the three (they share nearly all their code,
  // and the first chunk lists each chunk a page needs); the on-demand home loads from the welcome page.
  {
    path: 'livenow',
    layout: 'shell',
    load: () => loadBrowse().then((pages) => ({ default: pages.LiveNowPage })),
    strings: ['browse'],
  },
  {
    path: 'vod',
    layout: 'shell',
    load: () => loadBrowse().then((pages) => ({ default: pages.VodPage })),
    strings: ['browse'],
  },
  {
    path: 'posters',
    layout: 'shell',
    load: () => loadBrowse().then((pages) => ({ default: pages.PostersPage })),
    strings: ['browse'],
  },
  // spec 2 §2.5–2.6: the exhibition and a sponsor's stand, one screen and one chunk (the page
  // chooses by its address; the custom variant of expo stays a module page).
  {
    path: 'expo',
    alsoAt: ['stand/:sponsorId'],
    layout: 'shell',
    load: () => import('../features/exhibition/ExhibitionPage.tsx'),
    strings: ['exhibition'],
  },
  // spec 2 §2.7: the participant and speaker directories, one screen and one chunk (it chooses the
  // directory by its path); their custom variants stay module pages.
  {
    path: 'all-participants',
    alsoAt: ['speakers'],
    layout: 'shell',
    load: loadDirectory,
    strings: ['directory'],
    prefetch: () => loadDirectory().then((m) => m.prefetchDirectory),
  },
  // spec 2 §2.8: the player of sessions and of their presentations, one screen (the PDF viewer
  // and the HLS player load on use, in chunks of their own).
  {
    path: 'session/:sessionId',
    alsoAt: ['session/:sessionId/presentation/:presentationId'],
    layout: 'shell',
    load: () => import('../features/player/PlayerPage.tsx'),
    strings: ['player'],
    prefetch: () => import('../features/player/player-queries.ts').then((m) => m.prefetchPlayer),
  },
  // spec 3 §2 "Submission screens": the three lists; the upload dialog loads when first opened.
  {
    path: 'submit/posters',
    layout: 'shell',
    load: () => import('../features/submit/SubmitPostersPage.tsx'),
    strings: ['submit'],
  },
  {
    path: 'submit/presentations',
    layout: 'shell',
    load: () => import('../features/submit/SubmitPresentationsPage.tsx'),
    strings: ['submit'],
  },
  {
    path: 'submit/sessions',
    layout: 'shell',
    load: () => import('../features/submit/SubmitSessionsPage.tsx'),
    strings: ['submit'],
  },
  // spec 3 §1–2: the programme administration, one chunk; the add routes show their form over the list.
  {
    path: 'admin/sessions',
    alsoAt: ['admin/addsession', 'admin/addpresentation'],
    layout: 'shell',
    load: () => import('../features/admin/admin-loader.ts').then((loader) => loader.loadAdminPage()),
    strings: ['admin'],
  },
  // spec 2 §2.9: the four reports, one chunk; the page chooses the report by its path's last part.
  {
    path: 'reports/:report',
    layout: 'shell',
    load: () => import('../features/reports/ReportsPage.tsx'),
    strings: ['reports'],
  },
];
