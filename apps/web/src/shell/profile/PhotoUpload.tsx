import AddAPhoto from '@mui/icons-material/AddAPhoto';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useUploadProfilePhoto } from '../../features/users/user-queries.ts';
import { photoProblem } from './profile-rules.ts';

const SIZE = 128;

/**
 * spec 1 §2.7: the circular photo zone. A real file input (visually hidden, keyboard
 * focusable) sits inside the circle's label, so Tab reaches it and Space/Enter opens the
 * file picker; only JPEG and PNG are sent.
 */
export function PhotoUpload({ photoUri }: { photoUri: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadProfilePhoto();
  const [problem, setProblem] = useState<'type' | 'size' | 'failed' | null>(null);
  const [done, setDone] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setDone(false);
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, { onSuccess: () => setDone(true), onError: () => setProblem('failed') });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Box
        component="label"
        htmlFor={inputId}
        sx={{
          width: SIZE,
          height: SIZE,
          borderRadius: '50%',
          border: '2px dashed',
          borderColor: 'grey.600',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          cursor: 'pointer',
          position: 'relative',
          bgcolor: 'grey.100',
          '&:hover': { borderColor: 'primary.main' },
          '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
        }}
      >
        {photoUri ? (
          <Box component="img" src={photoUri} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <AddAPhoto aria-hidden="true" sx={{ fontSize: 40, color: 'grey.700' }} />
        )}
        {upload.isPending ? (
          <CircularProgress aria-label={t('profile.photo.uploading')} sx={{ position: 'absolute' }} />
        ) : null}
        <Box component="span" sx={visuallyHidden}>
          {photoUri ? t('profile.photo.change') : t('profile.photo.choose')}
        </Box>
        <Box
          component="input"
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={hintId}
          onChange={onChange}
          disabled={upload.isPending}
          sx={visuallyHidden}
        />
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('profile.photo.hint')}
      </Typography>
      {problem ? (
        <Alert severity="error">
          {problem === 'type'
            ? t('profile.photo.wrongType')
            : problem === 'size'
              ? t('profile.photo.tooLarge')
              : t('profile.photo.failed')}
        </Alert>
      ) : null}
      {done ? (
        <Alert severity="success" role="status">
          {t('profile.photo.saved')}
        </Alert>
      ) : null}
    </Box>
  );
}
