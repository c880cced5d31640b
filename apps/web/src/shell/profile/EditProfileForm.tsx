import type { TPlatformUser } from '@atrium/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser, useUpdateProfile } from '../../features/users/user-queries.ts';
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
      <Stack spacing={3}>
        {settings.demandGdpr ? (
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
              {t('profile.privacy.title')}
            </FormLabel>
            {settings.gdprText ? <SafeHtml html={settings.gdprText} sx={{ mb: 1, typography: 'body2' }} /> : null}
            <RadioGroup
              name="accepted"
              value={choice}
              onChange={(event) => {
                setSaved(false);
                setChoice(event.target.value as TConsentChoice);
              }}
            >
              <FormControlLabel
                value="True"
                control={<Radio />}
                label={settings.gdprAcceptText || t('profile.privacy.accept')}
              />
              <FormControlLabel
                value="False"
                control={<Radio />}
                label={settings.gdprDeclineText || t('profile.privacy.decline')}
              />
            </RadioGroup>
            {!canSave ? (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('profile.privacy.required')}
              </Alert>
            ) : null}
          </FormControl>
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
        {update.isError ? <Alert severity="error">{t('profile.saveFailed')}</Alert> : null}
        {saved ? (
          <Alert severity="success" role="status">
            {t('profile.saved')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={!canSave} loading={update.isPending}>
            {t('profile.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
