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
