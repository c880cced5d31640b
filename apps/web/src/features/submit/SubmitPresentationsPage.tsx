import { SubmitPage } from './SubmitPage.tsx';

/** spec 3 §2: /{eventCode}/submit/presentations, the presentation submission list. */
export default function SubmitPresentationsPage() {
  return <SubmitPage kind="presentations" />;
}
