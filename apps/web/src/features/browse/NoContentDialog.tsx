import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrowseDialog } from './BrowseDialog.tsx';

/** spec 2 §4, §8: a card with nothing playable: "Content not yet available, please check back later!". */
export function NoContentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BrowseDialog
      open={open}
      onClose={onClose}
      width={444}
      title={t('browse.noContent.title')}
      data-testid="no-content-dialog"
      actions={<Button onClick={onClose}>{t('app.close')}</Button>}
    >
      <Typography>{t('browse.noContent.text')}</Typography>
    </BrowseDialog>
  );
}
