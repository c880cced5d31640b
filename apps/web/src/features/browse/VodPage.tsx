import { SessionListPage } from './SessionListPage.tsx';

/** spec 2 §2.3: /{eventCode}/vod, the on-demand list. */
export default function VodPage() {
  return <SessionListPage kind="vod" />;
}
