import { localized, type TPlatformUser } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { ChoiceInput, FailureNotice, Notice, TextInput } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser, useUpdateProfile } from '../../features/users/user-queries.ts';
import { useLocale } from '../../i18n/index.ts';
import { PhotoUpload } from './PhotoUpload.tsx';
import { canSaveProfile, consentChoice, type TConsentChoice } from './profile-rules.ts';

/** spec 1 §2.7, §4.6: privacy consent (when demanded), photo, organisation, job title and country. */
export function EditProfileForm() {
  const user = useCurrentUser();
  if (!user) return <Loading />;
  return <ProfileForm key={user.userId} user={user} />;
}

function ProfileForm({ user }: { user: TPlatformUser }) {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const locale = useLocale();
  const gdprText = localized(settings.gdprText, settings.gdprTextFr, locale);
  const update = useUpdateProfile();
  const [organisation, setOrganisation] = useState(user.organisation);
  const [jobTitle, setJobTitle] = useState(user.jobTitle);
  const [country, setCountry] = useState(user.country);
  const [choice, setChoice] = useState<TConsentChoice>(consentChoice(user.accepted));
  const [saved, setSaved] = useState(false);
  const canSave = canSaveProfile(settings.demandGdpr, choice);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    setSaved(false);
    update.mutate(
      {
        organisation,
        jobTitle,
        country,
        biography: user.biography,
        accepted: settings.demandGdpr ? choice === 'True' : user.accepted,
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  const edit = (setter: (value: string) => void) => (event: { target: { value: string } }) => {
    setSaved(false);
    setter(event.target.value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('profile.editProfile')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {settings.demandGdpr ? (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ p: 0, mb: 1, typography: 'body1', fontWeight: 600 }}>
              {t('profile.privacy.title')}
            </Box>
            {gdprText ? <ServerHtml html={gdprText} sx={{ mb: 1, typography: 'body2' }} /> : null}
            {(
              [
                [
                  'True',
                  localized(settings.gdprAcceptText, settings.gdprAcceptTextFr, locale) || t('profile.privacy.accept'),
                ],
                [
                  'False',
                  localized(settings.gdprDeclineText, settings.gdprDeclineTextFr, locale) ||
                    t('profile.privacy.decline'),
                ],
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
        <TextInput
          label={t('profile.organisation')}
          name="organisation"
          autoComplete="organization"
          value={organisation}
          onChange={edit(setOrganisation)}
        />
        <TextInput
          label={t('profile.jobTitle')}
          name="jobTitle"
          autoComplete="organization-title"
          value={jobTitle}
          onChange={edit(setJobTitle)}
        />
        <TextInput
          label={t('profile.country')}
          name="country"
          autoComplete="country-name"
          value={country}
          onChange={edit(setCountry)}
        />
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
