import { SubmitPage } from './SubmitPage.tsx';

/** spec 3 §2: /{eventCode}/submit/sessions, the session submission list (view only). */
export default function SubmitSessionsPage() {
  return <SubmitPage kind="sessions" />;
}
