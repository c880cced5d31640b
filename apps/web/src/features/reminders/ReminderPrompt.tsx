import Box from '@mui/material/Box';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { FailureNotice, Notice } from '../../components/form-controls.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { pushSupported } from './push-subscription.ts';
import { PushDeniedError, useReminderPreferences, useSaveReminderPreferences } from './reminder-queries.ts';

type TReminderPromptProps = { onClose: () => void };

/**
 * Asked once, at the first session bookmarked: remind before it starts, by notification on this
 * device or by e-mail? Says nothing when reminders are on already.
 */
export default function ReminderPrompt({ onClose }: TReminderPromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const preferences = useReminderPreferences();
  const save = useSaveReminderPreferences();
  const current = preferences.data;
  const already = Boolean(current && (current.push || current.email));
  useEffect(() => {
    if (already) onClose();
  }, [already, onClose]);
  if (!current || already) return null;
  const choose = (push: boolean, email: boolean) =>
    save.mutate({ push, email, minutes: current.minutes, pushChanged: push }, { onSuccess: onClose });
  return (
    <ModalDialog open onClose={onClose} aria-labelledby={titleId} width={440} data-testid="reminder-prompt">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
        <Box component="h2" id={titleId} sx={{ typography: 'h6', m: 0 }}>
          {t('reminders.askTitle')}
        </Box>
        <Box component="p" sx={{ typography: 'body1', m: 0 }}>
          {t('reminders.askText', { minutes: current.minutes })}
        </Box>
        {save.error instanceof PushDeniedError ? (
          <Notice severity="error">{t('reminders.pushDenied')}</Notice>
        ) : save.error ? (
          <FailureNotice error={save.error} fallback={t('reminders.saveFailed')} />
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <AppButton variant="text" onClick={onClose}>
            {t('reminders.askLater')}
          </AppButton>
          <AppButton variant="outlined" loading={save.isPending} onClick={() => choose(false, true)}>
            {t('reminders.askEmail')}
          </AppButton>
          {pushSupported() ? (
            <AppButton variant="contained" loading={save.isPending} onClick={() => choose(true, false)}>
              {t('reminders.askPush')}
            </AppButton>
          ) : null}
        </Box>
      </Box>
    </ModalDialog>
  );
}
