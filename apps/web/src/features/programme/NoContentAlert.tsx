import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { NO_CONTENT_ALERT_MS } from './programme-model.ts';

/** spec 2 §2.1, §9: the mobile calendar's no-content alert, lasting 3 s (loaded when first shown). */
export default function NoContentAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar open={open} autoHideDuration={NO_CONTENT_ALERT_MS} onClose={onClose}>
      <Alert severity="info" onClose={onClose}>
        {t('programme.noContent')}
      </Alert>
    </Snackbar>
  );
}
