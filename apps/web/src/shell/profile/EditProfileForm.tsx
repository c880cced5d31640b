import type { TPlatformUser } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { ChoiceInput, FailureNotice, Notice } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser, useUpdateProfile } from '../../features/users/user-queries.ts';
import { PhotoUpload } from './PhotoUpload.tsx';
import { ProfileFields, type TProfileFields } from './ProfileFields.tsx';
import { biographyHtml, canSaveProfile, consentChoice, isNameValid, type TConsentChoice } from './profile-rules.ts';

/**
 * spec 1 §2.7, §4.6: privacy consent (when demanded), photo, name, organisation, job title,
 * country and biography. `onSaved` runs after a successful save (the consent dialog closes).
 */
export function EditProfileForm({ onSaved }: { onSaved?: () => void }) {
  const user = useCurrentUser();
  if (!user) return <Loading />;
  return <ProfileForm key={user.userId} user={user} onSaved={onSaved} />;
}

/** The stored biography (sanitised HTML) as the plain text the form edits: one paragraph per block, line breaks kept. */
function biographyText(html: string): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html').body;
  const blocks = Array.from(body.children);
  const paragraphs = blocks.length > 0 ? blocks.map((block) => block.textContent ?? '') : [body.textContent ?? ''];
  return paragraphs
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .join('\n\n');
}

function ProfileForm({ user, onSaved }: { user: TPlatformUser; onSaved?: () => void }) {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const update = useUpdateProfile();
  const [initialBiography] = useState(() => biographyText(user.biography));
  const [values, setValues] = useState<TProfileFields>({
    firstName: user.firstName,
    lastName: user.lastName,
    organisation: user.organisation,
    jobTitle: user.jobTitle,
    country: user.country,
    biography: initialBiography,
  });
  const [choice, setChoice] = useState<TConsentChoice>(consentChoice(user.accepted));
  const [saved, setSaved] = useState(false);
  const [checked, setChecked] = useState(false);
  const canSave = canSaveProfile(settings.demandGdpr, choice);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!canSave || !isNameValid(values.firstName) || !isNameValid(values.lastName)) return;
    setSaved(false);
    update.mutate(
      {
        ...values,
        // An untouched biography goes back as it came (its formatting kept).
        biography: values.biography === initialBiography ? user.biography : biographyHtml(values.biography),
        accepted: settings.demandGdpr ? choice === 'True' : user.accepted,
      },
      {
        onSuccess: () => {
          setSaved(true);
          onSaved?.();
        },
      },
    );
  };
  const edit = (field: keyof TProfileFields, value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('profile.editProfile')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {settings.demandGdpr ? (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ p: 0, mb: 1, typography: 'body1', fontWeight: 600 }}>
              {t('profile.privacy.title')}
            </Box>
            {settings.gdprText ? <ServerHtml html={settings.gdprText} sx={{ mb: 1, typography: 'body2' }} /> : null}
            {(
              [
                ['True', settings.gdprAcceptText || t('profile.privacy.accept')],
                ['False', settings.gdprDeclineText || t('profile.privacy.decline')],
              ] as const
            ).map(([value, label]) => (
              <ChoiceInput
                key={value}
                type="radio"
                name="accepted"
                value={value}
                label={label}
                checked={choice === value}
                onChange={() => {
                  setSaved(false);
                  setChoice(value);
                }}
              />
            ))}
            {!canSave ? (
              <Notice severity="info" sx={{ mt: 1 }}>
                {t('profile.privacy.required')}
              </Notice>
            ) : null}
          </Box>
        ) : null}
        <PhotoUpload photoUri={user.photoUri} />
        <ProfileFields values={values} onEdit={edit} isChecked={checked} />
        {update.isError ? <FailureNotice error={update.error} fallback={t('profile.saveFailed')} /> : null}
        {saved ? <Notice severity="success">{t('profile.saved')}</Notice> : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <AppButton type="submit" variant="contained" disabled={!canSave} loading={update.isPending}>
            {t('profile.save')}
          </AppButton>
        </Box>
      </Box>
    </Box>
  );
}
