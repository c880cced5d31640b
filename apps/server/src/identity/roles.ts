import type { UserRow } from '../modules/users/users.repository.ts';

/** The roles of an account, as tokens and userinfo name them. */
export function rolesOf(user: UserRow, isPlatformModerator: boolean): string[] {
  const roles = ['attendee'];
  if (user.isSpeaker) roles.push('speaker');
  if (isPlatformModerator) roles.push('moderator');
  if (user.isReportViewer) roles.push('report-viewer');
  if (user.isSubmitter) roles.push('submitter');
  if (user.isAdmin) roles.push('admin');
  return roles;
}
