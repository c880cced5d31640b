import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

/** The loading indicator of a route or a block, announced to screen readers. */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 4,
        minHeight: fullPage ? '100vh' : 160,
      }}
    >
      <Spinner label={t('app.loading')} sx={{ color: 'primary.main' }} />
    </Box>
  );
}
