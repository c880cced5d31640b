import { BIOGRAPHY_MAX, PROFILE_NAME_MAX, PROFILE_TEXT_MAX } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, TextInput } from '../../components/form-controls.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import { isNameValid, type TProfileFields, type TProfileText } from './profile-rules.ts';

/**
 * The profile's photo and text fields: the name the directories show, where one works, and a
 * biography; and whether one is listed in the participants directory. Loaded when the profile
 * is edited (the consent dialog does without it).
 */
export default function ProfileFields({
  photoUri,
  values,
  onEdit,
  isChecked,
}: {
  photoUri: string;
  values: TProfileFields;
  onEdit: <K extends keyof TProfileFields>(field: K, value: TProfileFields[K]) => void;
  /** Show the name problems (after a first attempt to save). */
  isChecked: boolean;
}) {
  const { t } = useTranslation();
  const field = (name: TProfileText) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onEdit(name, event.target.value),
  });
  const nameError = (name: 'firstName' | 'lastName') => isChecked && !isNameValid(values[name]);
  return (
    <>
      <PhotoUpload photoUri={photoUri} />
      <TextInput
        label={t('profile.firstName')}
        autoComplete="given-name"
        required
        maxLength={PROFILE_NAME_MAX}
        error={nameError('firstName')}
        helperText={nameError('firstName') ? t('profile.nameRequired') : undefined}
        {...field('firstName')}
      />
      <TextInput
        label={t('profile.lastName')}
        autoComplete="family-name"
        required
        maxLength={PROFILE_NAME_MAX}
        error={nameError('lastName')}
        helperText={nameError('lastName') ? t('profile.nameRequired') : undefined}
        {...field('lastName')}
      />
      <TextInput
        label={t('profile.organisation')}
        autoComplete="organization"
        maxLength={PROFILE_TEXT_MAX}
        {...field('organisation')}
      />
      <TextInput
        label={t('profile.jobTitle')}
        autoComplete="organization-title"
        maxLength={PROFILE_TEXT_MAX}
        {...field('jobTitle')}
      />
      <TextInput
        label={t('profile.country')}
        autoComplete="country-name"
        maxLength={PROFILE_TEXT_MAX}
        {...field('country')}
      />
      <TextInput
        label={t('profile.biography')}
        rows={5}
        maxLength={BIOGRAPHY_MAX}
        helperText={t('profile.biographyHint')}
        {...field('biography')}
      />
      <ChoiceInput
        type="checkbox"
        name="hideFromDirectory"
        label={t('profile.hideFromDirectory')}
        checked={values.hideFromDirectory}
        onChange={(event) => onEdit('hideFromDirectory', event.target.checked)}
      />
    </>
  );
}
