import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { configureApiClient } from '../api/http.ts';
import { queryClient } from '../api/query-client.ts';
import { getSession } from '../auth/session-store.ts';
import { signOutLocally } from '../auth/sign-out.ts';
import { Loading } from '../components/Loading.tsx';
import { MODULE_ROUTES } from '../features/modules/module-routes.ts';
import { settingsQuery } from '../features/platform/settings-query.ts';
import { EventRoot } from '../shell/EventRoot.tsx';
import { EventGate } from '../shell/guard/EventGate.tsx';
import { canonicalEventPath, eventSubPath, isLoginPage, loginPath, welcomePath } from '../shell/guard/guard-rules.ts';

// Lazily loaded screens: the first load of login and welcome carries only the router, the
// guard and the page itself. The welcome page, the first page inside the shell, comes in
// the shell's own chunk: one file then holds what the two share (page title, profile
// dialog state, …).
const LoginPage = lazy(() => import('../features/identity/LoginPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/identity/ResetPasswordPage.tsx'));
const loadShell = () => import('../shell/ShellLayout.tsx');
const ShellLayout = lazy(loadShell);
const WelcomePage = lazy(() => loadShell().then((shell) => ({ default: shell.WelcomePage })));
const ModulePage = lazy(() => import('../features/modules/ModulePage.tsx'));
const loadProgramme = () => import('../features/programme/ProgrammePage.tsx');
const ProgrammePage = lazy(loadProgramme);
const loadMyProgramme = () => import('../features/programme/MyProgrammePage.tsx');
const MyProgrammePage = lazy(loadMyProgramme);
const loadLounge = () => import('../features/lounge/LoungePage.tsx');
const LoungePage = lazy(loadLounge);
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));

/**
 * The built pages inside the shell, by sub path: on a first load straight into one of them,
 * its code and the shell's are fetched together while the guard reads the event's
 * settings, instead of settings → shell → page one after the other (see prepareFirstPage).
 */
const SHELL_PAGE_LOADERS: Record<string, () => Promise<unknown>> = {
  programme: loadProgramme,
  'my-programme': loadMyProgramme,
  lounge: loadLounge,
};

/** Module routes whose screens are built (the placeholder module page serves the rest). */
const BUILT_PAGES = new Set(['programme', 'my-programme', 'lounge']);

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
 * event's settings (the guard's first call) are asked for at once, and on a built shell page
 * the shell's and the page's code are fetched together as soon as the language file is in
 * (before, they would queue in front of it for the browser's few connections). The guard and
 * the lazy routes then find them in the query cache and the module cache; a failure here is
 * theirs to handle again.
 */
export function prepareFirstPage(pathname: string, languageLoaded: Promise<unknown>): void {
  const firstSegment = pathname.split('/')[1] ?? '';
  if (firstSegment === '' || firstSegment === 'notfound' || canonicalEventPath(pathname)) return;
  void queryClient.prefetchQuery(settingsQuery(decodeURIComponent(firstSegment)));
  const loadPage = SHELL_PAGE_LOADERS[eventSubPath(pathname)];
  if (loadPage) void languageLoaded.then(() => Promise.all([loadShell(), loadPage()])).catch(() => undefined);
}

function EventPages() {
  return (
    <EventGate>
      {({ location, settings }) => (
        <EventRoot settings={settings} path={`${location.pathname}${location.search}`}>
          <Routes location={location}>
            <Route path="/:eventCode">
              <Route path="login" element={<LoginPage />} />
              <Route path="reset-password" element={<ResetPasswordPage />} />
              <Route element={<ShellLayout />}>
                <Route index element={<WelcomePage />} />
                <Route path="programme" element={<ProgrammePage />} />
                <Route path="my-programme" element={<MyProgrammePage />} />
                <Route path="lounge" element={<LoungePage />} />
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
