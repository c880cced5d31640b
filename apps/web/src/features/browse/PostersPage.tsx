import { SessionListPage } from './SessionListPage.tsx';

/** spec 2 §2.3: /{eventCode}/posters, the poster list. */
export default function PostersPage() {
  return <SessionListPage kind="poster" />;
}
