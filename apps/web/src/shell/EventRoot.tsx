import type { TPlatformSettings } from '@atrium/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { createAppTheme } from '../app/theme.ts';
import { Loading } from '../components/Loading.tsx';
import ActivityLogger from '../features/logs/ActivityLogger.tsx';
import { PlatformContext, type TPlatformContext } from '../features/platform/platform-context.tsx';
import { settingsQuery } from '../features/platform/settings-query.ts';
import { useOffline } from '../offline/use-offline.ts';
import { usePageTitleValue } from './page-title.ts';

/**
 * Root of every /{eventCode} page, rendered once the guard has initialised the platform:
 * provides the event (settings, ids), its theme, and activity and navigation logging. The
 * full-page routes (login, password reset) render straight below it; the others go through
 * the shell layout with banner and drawer.
 */
export function EventRoot(props: { settings: TPlatformSettings; path: string; children: ReactNode }) {
  const { settings: approved, path, children } = props;
  const eventCode = approved.eventCode.toUpperCase();
  const { data } = useQuery(settingsQuery(eventCode));
  const settings = data ?? approved;

  const theme = useMemo(
    () => createAppTheme({ defaultButtonColour: settings.defaultButtonColour }),
    [settings.defaultButtonColour],
  );
  const platform = useMemo<TPlatformContext>(
    () => ({ settings, platformId: settings.eventId, eventCode }),
    [settings, eventCode],
  );

  useOffline(settings, false);

  const pageTitle = usePageTitleValue();
  useEffect(() => {
    document.title = [pageTitle, settings.eventTitle].filter(Boolean).join(' · ');
  }, [pageTitle, settings.eventTitle]);

  return (
    <PlatformContext.Provider value={platform}>
      <ThemeProvider theme={theme}>
        <Suspense fallback={<Loading fullPage />}>{children}</Suspense>
        <ActivityLogger path={path} />
      </ThemeProvider>
    </PlatformContext.Provider>
  );
}
