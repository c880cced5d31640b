import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Weekend from '@mui/icons-material/Weekend';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { Notice } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { linkStyle } from '../../components/link-style.ts';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { withStrings } from '../../i18n/index.ts';
import { loginPath } from '../../shell/guard/guard-rules.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { useTrace } from '../logs/trace-store.ts';
import { NotFoundNotice } from '../not-found/NotFoundNotice.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { useStand } from './exhibition-queries.ts';
import { StandChat } from './StandChat.tsx';
import { StandDocuments, StandLinks } from './StandDocuments.tsx';
import { StandImage } from './StandImage.tsx';
import { StandStaff } from './StandStaff.tsx';
import { useStandScans } from './use-stand-scans.ts';

/**
 * A stand's statistics download for its moderators, from the reports' piece of code (one chunk
 * more would list itself in the first chunk's preload map), with its strings.
 */
const StandStatistics = lazy(() =>
  withStrings(import('../reports/ReportsPage.tsx'), 'reports').then((m) => ({ default: m.StandStatistics })),
);

/** spec 2 §9: the chat column's width beside the stand on a desktop. */
const CHAT_WIDTH = 340;

/** /{eventCode}/stand/{sponsorId}: a new stand is a new page (spec 2 §2: it reloads when the id changes). */
export default function StandPage() {
  const { sponsorId } = useParams();
  return <Stand key={sponsorId} sponsorId={Number(sponsorId)} />;
}

/**
 * spec 2 §2.6: a sponsor's stand: title, short description, thumbnail, the picture with its
 * hotspots, the HTML description, the staff, documents and links, the stand's chat for
 * signed-in users when it has one, its lounge, and its statistics for its moderators.
 */
function Stand({ sponsorId }: { sponsorId: number }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const isMobile = useIsMobile();
  const location = useLocation();
  const signedIn = isAuthenticated(useSession());
  const query = useStand(sponsorId);
  const stand = query.data;
  const title = stand?.title ?? t('pages.stand');
  usePageTitle(title);
  useTrace('Stand', { title, entityId1: sponsorId });
  useStandScans(stand ? sponsorId : null);

  const isValidId = Number.isSafeInteger(sponsorId) && sponsorId > 0;
  if (!isValidId || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)))
    return <NotFoundNotice eventCode={eventCode} />;
  if (query.isError)
    return (
      <Notice severity="error" sx={{ m: 2 }}>
        {t('exhibition.stand.loadFailed')}
      </Notice>
    );
  if (!stand) return <Loading />;

  const chat = stand.enableStandChat ? (
    signedIn ? (
      <StandChat sponsorId={sponsorId} />
    ) : (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid="stand-chat-sign-in">
        <ChatOutlined color="action" aria-hidden />
        <Box component={RouterLink} to={loginPath(eventCode, `${location.pathname}${location.search}`)} sx={linkStyle}>
          {t('exhibition.chat.signIn')}
        </Box>
      </Box>
    )
  ) : null;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: isMobile ? 'column' : 'row',
        gap: 3,
        p: { xs: 1.5, md: 3 },
        minWidth: 0,
      }}
      data-testid="stand-page"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box component="header" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2, flexWrap: 'wrap' }}>
          {stand.thumbnailImageUri ? (
            <Box
              component="img"
              src={stand.thumbnailImageUri}
              data-testid="stand-logo"
              alt=""
              // The logo at its own proportions (no box around it), at most 160 × 80.
              sx={{ display: 'block', width: 'auto', height: 'auto', maxWidth: 160, maxHeight: 80, borderRadius: 1 }}
            />
          ) : null}
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
                {stand.title}
              </Typography>
              <BookmarkToggle entityId={stand.id} entityType="SPONSOR_STAND" title={stand.title} />
            </Box>
            {stand.shortDescription ? (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {stand.shortDescription}
              </Typography>
            ) : null}
            {stand.lounge ? (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
                <Weekend color="action" fontSize="small" aria-hidden />
                <Box
                  component={RouterLink}
                  to={`/${eventCode}/lounge/sponsor/${stand.id}`}
                  sx={linkStyle}
                  data-testid="stand-lounge-link"
                >
                  {t('exhibition.stand.lounge', { title: stand.lounge.title })}
                </Box>
              </Box>
            ) : null}
            {/* spec 2 §2.6: the stand's moderators download its statistics, on a desktop. */}
            {signedIn && !isMobile ? (
              <Suspense fallback={null}>
                <StandStatistics sponsorId={stand.id} />
              </Suspense>
            ) : null}
          </Box>
        </Box>
        <StandImage
          sponsorId={stand.id}
          title={stand.title}
          imageUri={stand.standImageUri}
          hotspots={stand.maps}
          fullScreenDialogs={isMobile}
        />
        {stand.description ? (
          <Box component="section" aria-label={t('exhibition.stand.about')} sx={{ mb: 3 }}>
            <ServerHtml html={stand.description} data-testid="stand-description" />
          </Box>
        ) : null}
        <StandStaff staff={stand.staff} />
        <StandDocuments sponsorId={stand.id} documents={stand.documents} />
        <StandLinks links={stand.links} />
      </Box>
      {chat ? <Box sx={{ width: isMobile ? '100%' : CHAT_WIDTH, flexShrink: 0 }}>{chat}</Box> : null}
    </Box>
  );
}
