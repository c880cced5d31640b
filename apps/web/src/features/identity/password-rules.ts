import { PASSWORD_MIN_LENGTH } from '@atrium/contracts';

/** What is wrong with a new password and its confirmation, or null when it can be sent. */
export function passwordProblem(password: string, confirmation: string): 'tooShort' | 'mismatch' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password !== confirmation) return 'mismatch';
  return null;
}
