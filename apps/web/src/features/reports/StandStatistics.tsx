import { canRoutes, reportsRoutes } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client.ts';
import { useSession } from '../../auth/session-store.ts';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { Text } from '../../components/Text.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { useCurrentUser } from '../users/user-queries.ts';
import { DownloadButton } from './ReportFrame.tsx';
import { downloadReport } from './report-download.ts';

/**
 * spec 2 §2.6, §5: a stand's statistics for its moderators, on a desktop: the figures as a
 * spreadsheet, or, when the stand has none yet, a dialog that says so. The server decides again
 * who may read them (`/report/{sponsorId}/sponsorstats`: also the event's report viewers, who
 * find every stand in the unique-users report).
 */
export default function StandStatistics({ sponsorId }: { sponsorId: number }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { platformId } = usePlatform();
  const { userId } = useSession();
  const user = useCurrentUser();
  const canModerate = useQuery({
    queryKey: ['can', 'sponsorMod', platformId, userId, sponsorId],
    queryFn: ({ signal }) => apiCall(canRoutes.sponsorMod, { params: { platformId, id: sponsorId }, signal }),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });
  const [isEmpty, setEmpty] = useState(false);
  const titleId = useId();
  // `/can/sponsormod/{id}`: the stand's staff, platform moderators and organisers (false on failure).
  if (isMobile || canModerate.data !== true) return null;

  const download = async (locale: string) => {
    const stats = await apiCall(reportsRoutes.sponsorStats, { params: { platformId, entityId: sponsorId } });
    if (!stats.hasData) return setEmpty(true);
    const params = { platformId, entityId: sponsorId };
    return downloadReport(
      { route: reportsRoutes.sponsorStats, params, fallbackName: `sponsorstats_${sponsorId}.xlsx` },
      locale,
    );
  };

  return (
    <Box sx={{ mt: 2 }} data-testid="stand-statistics">
      <DownloadButton label={t('reports.stand.download')} run={download} />
      <ModalDialog
        open={isEmpty}
        onClose={() => setEmpty(false)}
        width={444}
        aria-labelledby={titleId}
        data-testid="stand-statistics-empty"
      >
        <Box sx={{ p: 3 }}>
          <Text component="h2" variant="h6" id={titleId} sx={{ mb: 1 }}>
            {t('reports.stand.emptyTitle')}
          </Text>
          <Text>{t('reports.stand.emptyText')}</Text>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={() => setEmpty(false)}>{t('app.close')}</Button>
          </Box>
        </Box>
      </ModalDialog>
    </Box>
  );
}
