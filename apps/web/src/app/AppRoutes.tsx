import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { configureApiClient } from '../api/http.ts';
import { queryClient } from '../api/query-client.ts';
import { getSession } from '../auth/session-store.ts';
import { signOutLocally } from '../auth/sign-out.ts';
import { Loading } from '../components/Loading.tsx';
import { MODULE_ROUTES } from '../features/modules/module-routes.ts';
import { settingsQuery } from '../features/platform/settings-query.ts';
import { withStrings } from '../i18n/index.ts';
import { EventRoot } from '../shell/EventRoot.tsx';
import { EventGate } from '../shell/guard/EventGate.tsx';
import { canonicalEventPath, eventSubPath, isLoginPage, loginPath, welcomePath } from '../shell/guard/guard-rules.ts';
import { loadShell, PAGES, type TPage } from './pages.ts';
import { preloadable } from './preloadable.tsx';

const { Screen: ShellLayout, preload: preloadShell } = preloadable(loadShell);
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));
const RootPage = lazy(() => import('../features/not-found/RootPage.tsx'));
const ModulePage = lazy(() => import('../features/modules/ModulePage.tsx'));

/** Each declared page's screen, loaded with its string packs, and its preload. */
const SCREENS = PAGES.map((page) => ({
  page,
  ...preloadable(() => (page.strings ? withStrings(page.load(), ...page.strings) : page.load())),
}));

/**
 * The shape of a page's path patterns (`session/:sessionId` → `session/:`), and of a sub path,
 * each number standing for a parameter (`session/42` → `session/:`): the pages' parameters are
 * ids.
 */
const shapesOf = (page: TPage) => [page.path, ...(page.alsoAt ?? [])].map((p) => p.replace(/:\w+/g, ':'));
const shapeOf = (subPath: string) => subPath.replace(/\d+/g, ':');

/**
 * The built pages inside the shell, by the shape of their sub path: on a first load straight
 * into one of them, its code and the shell's are fetched together while the guard reads the
 * event's settings, instead of settings → shell → page one after the other (see prepareFirstPage).
 */
const SHELL_PAGE_LOADERS = new Map(
  SCREENS.filter(({ page }) => page.layout === 'shell' && !page.inShellChunk).flatMap(({ page, preload }) =>
    shapesOf(page).map((shape) => [shape, preload] as const),
  ),
);

/** Pages whose data can be asked for as soon as the event's settings are in (see prepareFirstPage). */
const FIRST_PAGE_DATA = new Map(
  PAGES.flatMap((page) => (page.prefetch ? shapesOf(page).map((shape) => [shape, page.prefetch] as const) : [])),
);

/** Module routes whose screens are built (the placeholder module page serves the rest). */
const BUILT_PAGES = new Set(PAGES.flatMap((page) => [page.path, ...(page.alsoAt ?? [])]));

/**
 * The route table of spec 1 §2.1. Every /{eventCode}/… location passes the navigation
 * guard first (EventGate); the event's pages then render for the location it approved.
 * Login, password reset and not found are full pages (no banner, no drawer).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const firstSegment = pathname.split('/')[1] ?? '';
  const isEventPath = firstSegment !== '' && firstSegment !== 'notfound';
  return (
    <>
      <ApiNavigation />
      <Suspense fallback={<Loading fullPage />}>
        {isEventPath ? (
          <EventPages />
        ) : (
          <Routes>
            <Route path="/" element={<RootPage />} />
            <Route path="/notfound" element={<NotFoundPage />} />
            {/* Routes without an event code forget the stored event (spec 1 §2.2). */}
            <Route path="*" element={<NotFoundPage clearsPlatform />} />
          </Routes>
        )}
      </Suspense>
    </>
  );
}

/**
 * Called once at start-up, while the interface language loads: on a canonical event path the
 * event's settings (the guard's first call) are asked for at once, then the page's own data
 * when it has a prefetch; and on a built shell page the shell's and the page's code are
 * fetched together as soon as the language file is in (before, they would queue in front of
 * it for the browser's few connections). The promise settles when that code is in (at once
 * for other pages): the first render waits for it, so the shell and the page render without
 * suspending. The guard and the screens find all this in the query and module caches; a
 * failure here is theirs to handle again.
 */
export function prepareFirstPage(pathname: string, languageLoaded: Promise<unknown>): Promise<unknown> {
  const firstSegment = pathname.split('/')[1] ?? '';
  if (firstSegment === '' || firstSegment === 'notfound' || canonicalEventPath(pathname)) return languageLoaded;
  const subPath = eventSubPath(pathname);
  const settings = queryClient.fetchQuery(settingsQuery(decodeURIComponent(firstSegment)));
  const shape = shapeOf(subPath);
  void Promise.all([settings, FIRST_PAGE_DATA.get(shape)?.()])
    .then(([loaded, prefetch]) => prefetch?.(queryClient, loaded, new URLSearchParams(window.location.search), subPath))
    .catch(() => undefined);
  const loadPage = SHELL_PAGE_LOADERS.get(shape);
  if (!loadPage) return languageLoaded;
  return languageLoaded.then(() => Promise.all([preloadShell(), loadPage()]).catch(() => undefined));
}

function EventPages() {
  return (
    <EventGate>
      {({ location, settings }) => (
        <EventRoot settings={settings} path={`${location.pathname}${location.search}`}>
          <Routes location={location}>
            <Route path="/:eventCode">
              {pageRoutes('full')}
              <Route element={<ShellLayout />}>
                {pageRoutes('shell')}
                {MODULE_ROUTES.filter(({ path }) => !BUILT_PAGES.has(path)).map(({ path, ...page }) => (
                  <Route key={path} path={path} element={<ModulePage key={path} {...page} />} />
                ))}
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </EventRoot>
      )}
    </EventGate>
  );
}

/** The routes of the declared pages of one layout (the index route for the path ''). */
function pageRoutes(layout: TPage['layout']) {
  return SCREENS.filter(({ page }) => page.layout === layout).flatMap(({ page, Screen }) =>
    [page.path, ...(page.alsoAt ?? [])].map((path) =>
      path === '' ? <Route key="" index element={<Screen />} /> : <Route key={path} path={path} element={<Screen />} />,
    ),
  );
}

/** Lets the API client (outside React) move the user: to login when the session ends, to welcome on a 404. */
function ApiNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    // spec 1 §2.2: navigation to the page already shown is skipped.
    const goTo = (target: string) => {
      const { pathname, search } = window.location;
      if (`${pathname}${search}` !== target) void navigate(target, { replace: true });
    };
    configureApiClient({
      // spec 1 §4.2, §8: the session could not be kept: log out locally and go to login,
      // remembering the page so that signing in again returns to it.
      onSignedOut: () => {
        signOutLocally();
        const { eventCode } = getSession();
        if (!eventCode) return goTo('/notfound');
        const { pathname, search } = window.location;
        if (!isLoginPage(eventSubPath(pathname))) goTo(loginPath(eventCode, `${pathname}${search}`));
      },
      // spec 1 §8: a 404 while a platform is active goes to its welcome page.
      onNotFound: () => {
        const { eventCode } = getSession();
        if (eventCode) goTo(welcomePath(eventCode));
      },
    });
  }, [navigate]);
  return null;
}
