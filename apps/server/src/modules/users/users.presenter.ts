import { displayName, type TPlatformUser } from '@atrium/contracts';
import type { UserRow } from './users.repository.ts';

/** The user as they see themselves (spec 1 §3.2): allow-listed fields only. */
export function presentCurrentUser(row: UserRow, isModerator: boolean): TPlatformUser {
  return {
    userId: row.id,
    userName: displayName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    organisation: row.organisation,
    jobTitle: row.jobTitle,
    town: row.town,
    country: row.country,
    biography: row.biography,
    photoUri: row.photoUri,
    businessCardImageUri: row.businessCardImageUri,
    businessCardImageClickUri: row.businessCardImageClickUri,
    isSpeaker: row.isSpeaker,
    isModerator,
    accepted: row.accepted,
    ureventRef: row.ureventRef,
    hideFromDirectory: row.hideFromDirectory,
  };
}

/** Another user as attendees see them: no consent answer, no personal reference, no email. */
export function presentPublicUser(
  row: UserRow,
  isModerator: boolean,
): Omit<TPlatformUser, 'accepted' | 'ureventRef' | 'hideFromDirectory'> {
  const { accepted: _a, ureventRef: _r, hideFromDirectory: _h, ...rest } = presentCurrentUser(row, isModerator);
  return rest;
}

/**
 * Someone the directory does not list, as the person they wrote to privately sees them: what
 * their messages show already (name, photo, role flags), none of the profile's other fields.
 */
export function presentNameCard(row: UserRow, isModerator: boolean): ReturnType<typeof presentPublicUser> {
  return {
    ...presentPublicUser(row, isModerator),
    title: '',
    organisation: '',
    jobTitle: '',
    town: '',
    country: '',
    biography: '',
    businessCardImageUri: '',
    businessCardImageClickUri: '',
  };
}
