import type { TSubmittedFile } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/index.ts';
import { fileOpening, formatSize } from './submit-model.ts';

/**
 * The stored files of one area as links that open them (spec 3 §2): the keyboard's way to a
 * file (FilePond's items open on a click only) and the whole area in the view-only mode.
 */
export function UploadedFiles({ files, onOpen }: { files: TSubmittedFile[]; onOpen: (file: TSubmittedFile) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (files.length === 0) return <Typography variant="body2">{t('submit.dialog.noFile')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('submit.dialog.storedFiles')}>
      {files.map((file) => {
        const { href } = fileOpening(file, window.location.origin);
        return (
          <li key={`${file.name}-${file.uploadedAt}`}>
            <Link
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="stored-file"
              onClick={(event) => {
                // The opener decides: at once, or after the large-file confirmation.
                event.preventDefault();
                onOpen(file);
              }}
            >
              {file.name}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({formatSize(file.size, locale)}) {t('app.opensInNewTab')}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}
