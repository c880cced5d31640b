import AddAPhoto from '@mui/icons-material/AddAPhoto';
import Box from '@mui/material/Box';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../api/api-error.ts';
import { Notice } from '../../components/form-controls.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Text } from '../../components/Text.tsx';
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
  // The server's reason when it refuses the file (400: not a JPEG or PNG by its content, ...).
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setDone(false);
    setRefusal(null);
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        setProblem('failed');
        setRefusal(refusalMessage(error));
      },
    });
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
          <Spinner label={t('profile.photo.uploading')} sx={{ position: 'absolute', color: 'primary.main' }} />
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
      <Text id={hintId} variant="body2" color="text.secondary">
        {t('profile.photo.hint')}
      </Text>
      {problem ? (
        <Notice severity="error">
          {problem === 'type'
            ? t('profile.photo.wrongType')
            : problem === 'size'
              ? t('profile.photo.tooLarge')
              : refusal
                ? t('app.refused', { message: refusal })
                : t('profile.photo.failed')}
        </Notice>
      ) : null}
      {done ? <Notice severity="success">{t('profile.photo.saved')}</Notice> : null}
    </Box>
  );
}
