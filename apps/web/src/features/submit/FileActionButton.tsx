import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * spec 3 §2: a row's action: Upload files, or Manage files in green once a file exists. Its
 * name stays the visible label; the row's title describes it for assistive technology.
 */
export function FileActionButton({
  hasFile,
  describedBy,
  onClick,
}: {
  hasFile: boolean;
  describedBy: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      size="small"
      color={hasFile ? 'success' : 'primary'}
      aria-describedby={describedBy}
      aria-haspopup="dialog"
      onClick={onClick}
      data-has-file={hasFile}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {hasFile ? t('submit.actions.manage') : t('submit.actions.upload')}
    </Button>
  );
}
