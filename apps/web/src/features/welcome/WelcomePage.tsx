import { localized } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBrowse } from '../../app/browse-loader.ts';
import { Loading } from '../../components/Loading.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { Text } from '../../components/Text.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLocale, withStrings } from '../../i18n/index.ts';
import { hasOwnHeading } from '../../lib/html-outline.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { openProfileDialog } from '../../shell/profile/profile-dialog-store.ts';
import { mustAnswerConsent } from '../../shell/profile/profile-rules.ts';
import { useTrace } from '../logs/trace-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { useLanding } from '../platform/platform-queries.ts';
import { useCurrentUser } from '../users/user-queries.ts';

// spec 1 §2.3: the on-demand home (spec 2 §2.2) replaces the landing HTML when the landing asks
// for it. Its code and strings load only then: the welcome page's first load stays without them.
const HomeVod = lazy(() => withStrings(loadBrowse(), 'browse').then((browse) => ({ default: browse.HomeVod })));

/**
 * spec 1 §2.3: the welcome page: the event's background and landing HTML (sanitised, its
 * links routed or opened in a new tab), the consent question when it is still unanswered,
 * and the trace "Home".
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const landing = useLanding();
  const user = useCurrentUser();
  const locale = useLocale();
  usePageTitle(t('welcome.title'));
  useTrace('Home');

  const mustAnswer = mustAnswerConsent(settings.demandGdpr, user?.accepted);
  useEffect(() => {
    if (user && mustAnswer) openProfileDialog();
  }, [user, mustAnswer]);

  const html = landing.data ? localized(landing.data.customHtml, landing.data.customHtmlFr, locale) : '';

  return (
    <Box
      sx={{
        minHeight: '100%',
        p: { xs: 2, md: 3 },
        backgroundImage: settings.portalBackgroundImageUri
          ? `url("${encodeURI(settings.portalBackgroundImageUri)}")`
          : undefined,
        backgroundSize: 'cover',
        backgroundAttachment: 'fixed',
      }}
    >
      {hasOwnHeading(html) ? null : (
        <Text component="h1" sx={visuallyHidden}>
          {settings.eventTitle}
        </Text>
      )}
      {landing.isPending ? (
        <Loading />
      ) : landing.data?.useHomeVodModule ? (
        <Suspense fallback={<Loading />}>
          <HomeVod />
        </Suspense>
      ) : html ? (
        <ServerHtml
          html={html}
          data-testid="welcome-content"
          sx={{ maxWidth: 1200, mx: 'auto' }}
          fallback={<Loading />}
        />
      ) : (
        <Text sx={{ p: 3, textAlign: 'center', bgcolor: 'background.paper' }}>{t('welcome.noContent')}</Text>
      )}
    </Box>
  );
}
