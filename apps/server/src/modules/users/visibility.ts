import type { UserRow } from './users.repository.ts';

type Listable = Pick<UserRow, 'disabled' | 'accepted' | 'isSpeaker' | 'email' | 'hideFromDirectory'>;

/**
 * Whether the directory lists this person on one of its pages: the same rule as `listedIn`
 * (directory.repository.ts), read from a row already loaded. A speaker is listed unless they
 * declined the consent; anyone else only once they accepted it and did not hide themselves.
 */
export function isInDirectory(user: Listable): boolean {
  if (user.disabled || user.accepted === false) return false;
  if (user.isSpeaker) return true;
  return user.email !== null && user.accepted === true && !user.hideFromDirectory;
}
