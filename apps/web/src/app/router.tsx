import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { configureApiClient } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { signOutLocally } from '../auth/logout.ts';
import { getSession } from '../auth/session-store.ts';
import { Loading } from '../components/Loading.tsx';
import { MODULE_ROUTES } from '../features/modules/module-routes.ts';
import { EventRoot } from '../shell/EventRoot.tsx';
import { createEventLoader, revalidateOnEveryPage } from '../shell/guard/event-loader.ts';
import { eventSubPath, isLoginPage, loginPath, welcomePath } from '../shell/guard/guard-rules.ts';
import { RouteError } from '../shell/RouteError.tsx';

// One lazily loaded module per screen: the first load of login and welcome carries only
// the router, the guard and the page itself.
const LoginPage = lazy(() => import('../features/identity/LoginPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/identity/ResetPasswordPage.tsx'));
const ShellLayout = lazy(() => import('../shell/ShellLayout.tsx'));
const WelcomePage = lazy(() => import('../features/welcome/WelcomePage.tsx'));
const ModulePage = lazy(() => import('../features/modules/ModulePage.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));

const fullPage = (element: React.ReactNode) => <Suspense fallback={<Loading fullPage />}>{element}</Suspense>;

/** The route table of spec 1 §2.1. Login, password reset and not found are full pages (no banner, no drawer). */
export const routes: RouteObject[] = [
  { path: '/notfound', element: fullPage(<NotFoundPage />) },
  {
    path: '/:eventCode',
    id: 'event',
    loader: createEventLoader(queryClient),
    shouldRevalidate: revalidateOnEveryPage,
    element: <EventRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading fullPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        element: <ShellLayout />,
        children: [
          { index: true, element: <WelcomePage /> },
          ...MODULE_ROUTES.map(({ path, ...page }) => ({ path, element: <ModulePage key={path} {...page} /> })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Routes without an event code forget the stored event (spec 1 §2.2).
  { path: '*', element: fullPage(<NotFoundPage clearsPlatform />) },
];

export const router = createBrowserRouter(routes);

/** spec 1 §2.2: navigation to the page already shown is skipped. */
function goTo(target: string): void {
  const { pathname, search } = router.state.location;
  if (`${pathname}${search}` === target) return;
  void router.navigate(target, { replace: true });
}

configureApiClient({
  // spec 1 §4.2, §8: the session could not be kept: log out locally and go to login,
  // remembering the page so signing in again returns to it.
  onSignedOut: () => {
    signOutLocally();
    const { eventCode } = getSession();
    if (!eventCode) return goTo('/notfound');
    const { pathname, search } = router.state.location;
    if (isLoginPage(eventSubPath(pathname))) return;
    goTo(loginPath(eventCode, `${pathname}${search}`));
  },
  // spec 1 §8: a 404 while a platform is active goes to its welcome page.
  onNotFound: () => {
    const { eventCode } = getSession();
    if (eventCode) goTo(welcomePath(eventCode));
  },
});
