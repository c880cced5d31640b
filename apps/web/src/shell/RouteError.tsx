import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../api/api-error.ts';
import { FullPageMessage } from '../components/FullPageMessage.tsx';

/** Shown when an event cannot be initialised (server unreachable, unexpected failure). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => reportError('event initialisation', error), [error]);
  return (
    <FullPageMessage title={t('app.loadFailedTitle')}>
      <Typography>{t('app.loadFailed')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </Button>
    </FullPageMessage>
  );
}
