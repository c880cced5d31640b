import { platformsRoutes } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { apiCall } from '../../api/client.ts';
import { clearPlatform } from '../../auth/session-store.ts';
import { FullPageMessage } from '../../components/FullPageMessage.tsx';
import { Loading } from '../../components/Loading.tsx';
import { linkStyle } from '../../components/link-style.ts';
import NotFoundPage from './NotFoundPage.tsx';

/**
 * The site's root, outside any event: with one open event it goes there, with several it
 * lists them; with none (or when the list cannot be had) it is PAGE NOT FOUND.
 */
export default function RootPage() {
  const { t } = useTranslation();
  // spec 1 §2.2: a location without an event code forgets the stored event.
  useEffect(() => clearPlatform(), []);
  const events = useQuery({
    queryKey: ['platforms', 'open'],
    queryFn: ({ signal }) =>
      apiCall(platformsRoutes.listOpen, {
        auth: false,
        handleUnauthorized: false,
        redirectOnNotFound: false,
        signal,
      }),
  });
  const list = events.data ?? [];
  useEffect(() => {
    if (list.length > 1) document.title = t('home.title');
  }, [list.length, t]);

  if (events.isPending) return <Loading fullPage />;
  const [only] = list;
  if (list.length === 1 && only) return <Navigate to={`/${encodeURIComponent(only.eventCode)}/`} replace />;
  if (list.length === 0) return <NotFoundPage />;
  return (
    <FullPageMessage title={t('home.title')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {list.map((event) => (
          <li key={event.eventCode}>
            <Box
              component={RouterLink}
              to={`/${encodeURIComponent(event.eventCode)}/`}
              sx={{ ...linkStyle, fontSize: '1.125rem' }}
            >
              {event.eventTitle}
            </Box>
          </li>
        ))}
      </Box>
    </FullPageMessage>
  );
}
