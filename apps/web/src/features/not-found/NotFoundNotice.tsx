import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { Text } from '../../components/Text.tsx';
import { usePageTitle } from '../../shell/page-title.ts';

/** PAGE NOT FOUND inside the shell (an unknown page of a known event), with a way to its welcome page. */
export function NotFoundNotice({ eventCode }: { eventCode: string }) {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, justifyItems: 'start' }} data-testid="not-found">
      <Text component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {t('notFound.title')}
      </Text>
      <Text>{t('notFound.message')}</Text>
      <AppButton variant="contained" to={`/${encodeURIComponent(eventCode)}/`}>
        {t('notFound.toEvent')}
      </AppButton>
    </Box>
  );
}
