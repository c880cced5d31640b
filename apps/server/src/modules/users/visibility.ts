import type { UserRow } from './users.repository.ts';

type Listable = Pick<UserRow, 'disabled' | 'accepted' | 'isSpeaker' | 'email' | 'hideFromDirectory'>;

/**
 * Whether the directory lists this person on one of its pages: the same rule as `listedIn`
 * (directory.repository.ts), read from a row already loaded. A speaker is listed unless they
 * declined the consent; anyone else only once they accepted it and did not hide themselves.
 */
export function isInDirectory(user: Listable): boolean {
  if (isSpeakerListed(user)) return true;
  if (user.disabled || user.accepted === false) return false;
  return user.email !== null && user.accepted === true && !user.hideFromDirectory;
}

/** Whether the speakers page lists this person. */
export function isSpeakerListed(user: Pick<UserRow, 'disabled' | 'accepted' | 'isSpeaker'>): boolean {
  return user.isSpeaker && !user.disabled && user.accepted !== false;
}

/**
 * Whether others may find and write to this person although the directory may not list them:
 * anyone listed, and anyone enabled who neither hid themselves nor declined the consent (an
 * event may not ask the question at all, and an unanswered one keeps private messages working).
 * Such a person who is not listed shows by name and photo only.
 */
export function isReachable(user: Listable): boolean {
  return isInDirectory(user) || (!user.disabled && user.accepted !== false && !user.hideFromDirectory);
}
