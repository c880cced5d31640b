/**
 * The all-participants and speakers pages, one piece of code (app/pages.ts declares the two
 * paths as one page, so that the first chunk names one chunk and one loader for both): the
 * path chooses the directory.
 */
import { createElement } from 'react';
import { useLocation } from 'react-router';
import { eventSubPath } from '../../shell/guard/guard-rules.ts';
import { DirectoryPage } from './DirectoryPage.tsx';

export { prefetchDirectory } from './directory-queries.ts';

/** spec 2 §2.7: /{eventCode}/all-participants (everyone listed) or /{eventCode}/speakers (speakers only). */
export default function DirectoryScreen() {
  const { pathname } = useLocation();
  const kind = eventSubPath(pathname) === 'speakers' ? 'speakers' : 'participants';
  // A key of its own per directory: nothing (search box, dialog) carries over from one to the other.
  return createElement(DirectoryPage, { key: kind, kind });
}
