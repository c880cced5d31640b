import { prefetchAdminSessions } from './admin-queries.ts';

/**
 * The admin page's code, asked for through this small module: its chunk's list of the files it
 * needs then stays here, out of the first chunk of every visit (the welcome page's budget). The
 * list's first page is asked for at the same time.
 */
export const loadAdminPage = () => {
  prefetchAdminSessions();
  return import('./AdminPage.tsx');
};
