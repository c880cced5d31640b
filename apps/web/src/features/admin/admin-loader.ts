/**
 * The admin page's code, asked for through this small module: its chunk's list of the files it
 * needs then stays here, out of the first chunk of every visit (the welcome page's budget).
 */
export const loadAdminPage = () => import('./AdminPage.tsx');
