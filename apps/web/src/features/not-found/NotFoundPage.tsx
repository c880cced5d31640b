import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearPlatform } from '../../auth/session-store.ts';
import { FullPageMessage } from '../../components/FullPageMessage.tsx';
import { Text } from '../../components/Text.tsx';

/**
 * spec 1 §2.1: PAGE NOT FOUND, full page. Outside an event (`clearsPlatform`), the stored
 * event code and platform id are forgotten (spec 1 §2.2); /notfound itself keeps them.
 */
export default function NotFoundPage({ clearsPlatform = false }: { clearsPlatform?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (clearsPlatform) clearPlatform();
  }, [clearsPlatform]);
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return (
    <FullPageMessage title={t('notFound.title')}>
      <Text>{t('notFound.message')}</Text>
    </FullPageMessage>
  );
}
