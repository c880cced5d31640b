import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Text } from '../../components/Text.tsx';
import { useHubSnapshot } from '../../realtime/connection.ts';

/** spec 1 §2.5: "Welcome, {firstName}" with a dot that is green while the live connection is up, red otherwise. */
export function OnlineStatus({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const hub = useHubSnapshot();
  const online = hub.status === 'connected';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mx: 1 }}>
      <Text data-testid="welcome-name" noWrap sx={{ maxWidth: 220 }}>
        {t('banner.welcome', { name: firstName })}
      </Text>
      <Box
        data-testid="online-dot"
        data-online={online}
        data-joined={online && hub.joined}
        role="img"
        aria-label={online ? t('banner.online') : t('banner.offline')}
        title={online ? t('banner.online') : t('banner.offline')}
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: online ? '#2E7D32' : '#D32F2F',
          border: '2px solid #FFFFFF',
          boxShadow: '0 0 0 1px rgba(0,0,0,0.5)',
          flexShrink: 0,
        }}
      />
    </Box>
  );
}
