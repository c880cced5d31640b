import { useActivityLogging, useNavigationLogging } from './use-activity-logging.ts';

/** Activity and navigation logging of an event (spec 1 §2.2, §4.11), on every page of it. */
export default function ActivityLogger({ path }: { path: string }) {
  useActivityLogging();
  useNavigationLogging(path);
  return null;
}
