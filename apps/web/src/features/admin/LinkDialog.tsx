import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Links the editor keeps: the server drops any other scheme when it sanitises. */
const LINK = /^(https?:\/\/\S+|mailto:\S+)$/i;

/**
 * The address of a link in a description: `onClose(href)` with the address, '' to remove the
 * link, or null when cancelled.
 */
export function LinkDialog({ current, onClose }: { current: string; onClose: (href: string | null) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [href, setHref] = useState(current);
  const value = href.trim();
  const isValid = value === '' || LINK.test(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (isValid) onClose(value);
  };
  return (
    <Dialog
      open
      onClose={() => onClose(null)}
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{t('admin.richText.linkTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          margin="dense"
          label={t('admin.richText.linkAddress')}
          placeholder="https://"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          error={!isValid}
          helperText={isValid ? t('admin.richText.linkHelp') : t('admin.richText.linkInvalid')}
          slotProps={{ htmlInput: { inputMode: 'url', 'data-testid': 'rich-text-link-address' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{t('admin.actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!isValid}>
          {t('admin.richText.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
