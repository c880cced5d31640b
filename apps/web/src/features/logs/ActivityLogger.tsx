import { useActivityLogging, useNavigationLogging } from './use-activity-logging.ts';

/**
 * Activity and navigation logging of an event (spec 1 §2.2, §4.11). A component of its own
 * so that the event root can load it after the first screen: the log calls go through the
 * contracts' route table, which the first screen does not need.
 */
export default function ActivityLogger({ path }: { path: string }) {
  useActivityLogging();
  useNavigationLogging(path);
  return null;
}
