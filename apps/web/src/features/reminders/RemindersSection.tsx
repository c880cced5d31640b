import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, FailureNotice, Notice } from '../../components/form-controls.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { pushSupported } from './push-subscription.ts';
import { PushDeniedError, useReminderPreferences, useSaveReminderPreferences } from './reminder-queries.ts';

const MINUTE_CHOICES = [5, 10, 15, 30, 60];

/**
 * The profile's reminders: a notification on this device and/or an e-mail, some minutes before
 * each bookmarked session starts. Each change is saved at once.
 */
export default function RemindersSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const preferences = useReminderPreferences();
  const save = useSaveReminderPreferences();
  const current = preferences.data;
  if (!current) return null;
  const change = (next: Partial<typeof current>) => {
    if (save.isPending) return;
    const { locale: _locale, ...choice } = { ...current, ...next };
    save.mutate({ ...choice, pushChanged: next.push !== undefined && next.push !== current.push });
  };
  const minutes = MINUTE_CHOICES.includes(current.minutes) ? MINUTE_CHOICES : [...MINUTE_CHOICES, current.minutes];
  const canPush = pushSupported();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="reminders-section"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box component="h3" id={headingId} sx={{ typography: 'subtitle1', fontWeight: 600, m: 0 }}>
        {t('reminders.title')}
      </Box>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}>
        {t('reminders.intro')}
      </Box>
      {canPush ? (
        <ChoiceInput
          type="checkbox"
          label={t('reminders.push')}
          checked={current.push}
          onChange={(e) => change({ push: e.target.checked })}
        />
      ) : (
        <Notice severity="info">{t('reminders.pushUnsupported')}</Notice>
      )}
      <ChoiceInput
        type="checkbox"
        label={t('reminders.email')}
        checked={current.email}
        onChange={(e) => change({ email: e.target.checked })}
      />
      <SelectField
        label={t('reminders.when')}
        value={String(current.minutes)}
        options={minutes.map((m) => ({ value: String(m), label: t('reminders.minutesBefore', { minutes: m }) }))}
        onChange={(value) => change({ minutes: Number(value) })}
      />
      {save.error instanceof PushDeniedError ? (
        <Notice severity="error">{t('reminders.pushDenied')}</Notice>
      ) : save.error ? (
        <FailureNotice error={save.error} fallback={t('reminders.saveFailed')} />
      ) : null}
    </Box>
  );
}
