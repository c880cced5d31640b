import { localized, loungesRoutes } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiCall } from '../../api/client.ts';
import { useSession } from '../../auth/session-store.ts';
import { Loading } from '../../components/Loading.tsx';
import { useLocale } from '../../i18n/index.ts';
import { tKey } from '../../i18n/keys.ts';
import ModulePage from '../modules/ModulePage.tsx';
import { useCustomHtml } from '../platform/platform-queries.ts';
import { Lounge, type TLoungeView } from './Lounge.tsx';

/**
 * spec 3 Lounge screen: /{eventCode}/lounge shows the event's general lounge; the sponsor-lounge
 * variant, /{eventCode}/lounge/sponsor/{sponsorId}, is keyed by the sponsor id and shows its
 * title and sponsorLoungeImageUri.
 */
export default function LoungePage() {
  const { sponsorId } = useParams();
  // The event's custom HTML for the lounge module replaces the general lounge (spec 3 §7).
  const content = useCustomHtml(sponsorId === undefined ? { kind: 'module', module: 'lounge' } : null);
  if (sponsorId === undefined && content.isPending) return <Loading />;
  if (content.data?.html) return <ModulePage module="lounge" titleKey={tKey('menu.lounge')} trace="Lounge" />;
  return <LoungeLoader />;
}

function LoungeLoader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { sponsorId: sponsorParam } = useParams();
  const { platformId } = useSession();
  const sponsorId = sponsorParam === undefined ? null : Number(sponsorParam);
  const validSponsor = sponsorId === null || (Number.isInteger(sponsorId) && sponsorId > 0);
  const lounges = useQuery({
    queryKey: ['lounges', platformId],
    queryFn: ({ signal }) => apiCall(loungesRoutes.list, { signal }),
    enabled: platformId !== null && sponsorId === null,
  });
  const sponsorLounge = useQuery({
    queryKey: ['sponsor-lounge', platformId, sponsorId],
    queryFn: ({ signal }) => apiCall(loungesRoutes.sponsorLounge, { params: { sponsorId: sponsorId ?? 0 }, signal }),
    enabled: platformId !== null && sponsorId !== null && validSponsor,
  });

  let lounge: TLoungeView | undefined;
  if (sponsorId === null) {
    const general = lounges.data?.find((item) => item.sponsorId === null);
    if (general)
      lounge = {
        id: general.id,
        title: localized(general.title, general.titleFr, locale) || t('lounge.title'),
        imageUri: general.imageUri,
        sponsorId: null,
      };
  } else if (sponsorLounge.data) {
    const found = sponsorLounge.data;
    lounge = {
      id: found.loungeId,
      title: localized(found.title, found.titleFr, locale),
      imageUri: found.sponsorLoungeImageUri,
      sponsorId: found.sponsorId,
    };
  }

  if (lounge) return <Lounge key={lounge.id} lounge={lounge} />;
  const failed = !validSponsor || lounges.isError || sponsorLounge.isError || (lounges.isSuccess && !lounge);
  if (!failed) return <Loading />;
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('lounge.title')}
      </Typography>
      <Typography>{t('lounge.unavailable')}</Typography>
    </Box>
  );
}
