import { SubmitPage } from './SubmitPage.tsx';

/** spec 3 §2: /{eventCode}/submit/posters, the poster submission list. */
export default function SubmitPostersPage() {
  return <SubmitPage kind="posters" />;
}
