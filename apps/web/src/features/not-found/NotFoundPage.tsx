import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { clearPlatform, getSession } from '../../auth/session-store.ts';
import { AppButton } from '../../components/AppButton.tsx';
import { FullPageMessage } from '../../components/FullPageMessage.tsx';
import { Text } from '../../components/Text.tsx';

/**
 * spec 1 §2.1: PAGE NOT FOUND, full page. Outside an event (`clearsPlatform`), the stored
 * event code and platform id are forgotten (spec 1 §2.2); /notfound itself keeps them.
 * It always offers a way home: the event's welcome page, or the site's root (its events).
 */
export default function NotFoundPage({ clearsPlatform = false }: { clearsPlatform?: boolean }) {
  const { t } = useTranslation();
  const { eventCode: routeEventCode } = useParams();
  // Read once, before the effect below may forget the stored event.
  const [storedEventCode] = useState(() => (clearsPlatform ? null : getSession().eventCode));
  const eventCode = routeEventCode ?? storedEventCode;
  useEffect(() => {
    if (clearsPlatform) clearPlatform();
  }, [clearsPlatform]);
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return (
    <FullPageMessage title={t('notFound.title')}>
      <Text>{t('notFound.message')}</Text>
      <AppButton variant="contained" to={eventCode ? `/${encodeURIComponent(eventCode)}/` : '/'}>
        {eventCode ? t('notFound.toEvent') : t('notFound.toHome')}
      </AppButton>
    </FullPageMessage>
  );
}
