import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../api/api-error.ts';
import { AppButton } from '../components/AppButton.tsx';
import { FullPageMessage } from '../components/FullPageMessage.tsx';
import { Text } from '../components/Text.tsx';

/** Shown when an event cannot be initialised (server unreachable, unexpected failure). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => reportError('event initialisation', error), [error]);
  return (
    <FullPageMessage title={t('app.loadFailedTitle')}>
      <Text>{t('app.loadFailed')}</Text>
      <AppButton variant="contained" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </AppButton>
    </FullPageMessage>
  );
}
