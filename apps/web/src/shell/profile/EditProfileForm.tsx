import { localized, type TPlatformUser } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { ChoiceInput, FailureNotice, Notice } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser, useUpdateProfile } from '../../features/users/user-queries.ts';
import { useLocale } from '../../i18n/index.ts';
import {
  biographyHtml,
  biographyText,
  canSaveProfile,
  consentChoice,
  isNameValid,
  type TConsentChoice,
  type TProfileFields,
} from './profile-rules.ts';

// The photo and the text fields load when the profile is edited: the consent dialog, the first
// thing a new attendee sees, carries only the consent.
const ProfileFields = lazy(() => import('./ProfileFields.tsx'));

type TFormProps = {
  /** `consent`: the privacy consent alone (asked at sign-in); `profile`: the whole profile. */
  mode: 'consent' | 'profile';
  /** Runs after a successful save (the consent dialog closes). */
  onSaved?: () => void;
};

/**
 * spec 1 §2.7, §4.6: privacy consent (when demanded), then, when the profile is edited, photo,
 * name, organisation, job title, country and biography.
 */
export function EditProfileForm(props: TFormProps) {
  const user = useCurrentUser();
  if (!user) return <Loading />;
  return <ProfileForm key={`${user.userId}-${props.mode}`} user={user} {...props} />;
}

function ProfileForm({ user, mode, onSaved }: TFormProps & { user: TPlatformUser }) {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const locale = useLocale();
  const gdprText = localized(settings.gdprText, settings.gdprTextFr, locale);
  const update = useUpdateProfile();
  const [initialBiography] = useState(() => (mode === 'profile' ? biographyText(user.biography) : ''));
  const [values, setValues] = useState<TProfileFields>({
    firstName: user.firstName,
    lastName: user.lastName,
    organisation: user.organisation,
    jobTitle: user.jobTitle,
    country: user.country,
    biography: initialBiography,
    hideFromDirectory: user.hideFromDirectory,
  });
  const [choice, setChoice] = useState<TConsentChoice>(consentChoice(user.accepted));
  const [saved, setSaved] = useState(false);
  const [checked, setChecked] = useState(false);
  const canSave = canSaveProfile(settings.demandGdpr, choice);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const isProfile = mode === 'profile';
    if (!canSave || (isProfile && !(isNameValid(values.firstName) && isNameValid(values.lastName)))) return;
    const isBiographyKept = !isProfile || values.biography === initialBiography;
    // The consent alone leaves the names as they are (the other fields go back unchanged).
    const { firstName, lastName, ...details } = values;
    setSaved(false);
    update.mutate(
      {
        ...details,
        ...(isProfile ? { firstName, lastName } : {}),
        // An untouched biography goes back as it came (its formatting kept).
        biography: isBiographyKept ? user.biography : biographyHtml(values.biography),
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
  const edit = <K extends keyof TProfileFields>(field: K, value: TProfileFields[K]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={mode === 'consent' ? t('profile.consentTitle') : t('profile.editProfile')}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {settings.demandGdpr ? (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            {/* Asked alone, the consent is already the dialog's title: the legend is for screen readers only. */}
            <Box
              component="legend"
              sx={mode === 'consent' ? visuallyHidden : { p: 0, mb: 1, typography: 'body1', fontWeight: 600 }}
            >
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
        {mode === 'profile' ? (
          <Suspense fallback={<Loading />}>
            <ProfileFields photoUri={user.photoUri} values={values} onEdit={edit} isChecked={checked} />
          </Suspense>
        ) : null}
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
