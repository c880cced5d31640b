import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { createAppTheme } from '../app/theme.ts';
import { Loading } from '../components/Loading.tsx';
import { useActivityLogging, useNavigationLogging } from '../features/logs/use-activity-logging.ts';
import { PlatformContext, type TPlatformContext } from '../features/platform/platform-context.tsx';
import { settingsQuery } from '../features/platform/platform-queries.ts';
import type { TEventLoaderData } from './guard/event-loader.ts';
import { usePageTitleValue } from './page-title.ts';

/**
 * Root of every /{eventCode} page, rendered once the guard has initialised the platform:
 * provides the event (settings, ids), its theme, activity and navigation logging. The
 * full-page routes (login, password reset) render straight below it; the others go through
 * the shell layout with banner and drawer.
 */
export function EventRoot() {
  const loaded = useLoaderData() as TEventLoaderData;
  const eventCode = loaded.settings.eventCode.toUpperCase();
  const { data } = useQuery(settingsQuery(eventCode));
  const settings = data ?? loaded.settings;

  const theme = useMemo(
    () => createAppTheme({ defaultButtonColour: settings.defaultButtonColour }),
    [settings.defaultButtonColour],
  );
  const platform = useMemo<TPlatformContext>(
    () => ({ settings, platformId: settings.eventId, eventCode }),
    [settings, eventCode],
  );

  useActivityLogging();
  useNavigationLogging();

  const pageTitle = usePageTitleValue();
  useEffect(() => {
    document.title = [pageTitle, settings.eventTitle].filter(Boolean).join(' · ');
  }, [pageTitle, settings.eventTitle]);

  return (
    <PlatformContext.Provider value={platform}>
      <ThemeProvider theme={theme}>
        <Suspense fallback={<Loading fullPage />}>
          <Outlet />
        </Suspense>
      </ThemeProvider>
    </PlatformContext.Provider>
  );
}
