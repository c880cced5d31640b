import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../i18n/index.ts';
import { findMenuItem, menuItemLabel } from '../../shell/drawer/menu-model.ts';
import { eventSubPath } from '../../shell/guard/guard-rules.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useTrace } from '../logs/trace-store.ts';
import { NotFoundNotice } from '../not-found/NotFoundNotice.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { useModules } from '../platform/platform-queries.ts';
import AdClicksReport from './AdClicksReport.tsx';
import MessagesReport from './MessagesReport.tsx';
import { REPORTS, type TReportPath } from './ReportFrame.tsx';
import SummaryReport from './SummaryReport.tsx';

export { default as StandStatistics } from './StandStatistics.tsx';

import UniqueUsersReport from './UniqueUsersReport.tsx';

const SCREENS = {
  summary: { Screen: SummaryReport, trace: 'ReportSummary' },
  uniqueusers: { Screen: UniqueUsersReport, trace: 'ReportUniqueUsers' },
  messages: { Screen: MessagesReport, trace: 'ReportMessages' },
  adclicks: { Screen: AdClicksReport, trace: 'ReportAdClicks' },
} as const;

/**
 * spec 2 §2.9: the four reports, one piece of code (app/pages.ts declares one page for their
 * four paths), the screen chosen by the path. Each is titled by the event's menu item for it
 * when there is one, else by its default name.
 */
export default function ReportsPage() {
  const { pathname } = useLocation();
  const { eventCode } = usePlatform();
  const subPath = eventSubPath(pathname);
  const report = REPORTS.find((r) => subPath === `reports/${r.path}`);
  // Any other report name is an unknown page.
  if (!report) return <NotFoundNotice eventCode={eventCode} />;
  return <Report path={report.path as TReportPath} label={report.label} subPath={subPath} />;
}

function Report({
  path,
  label,
  subPath,
}: {
  path: TReportPath;
  label: (typeof REPORTS)[number]['label'];
  subPath: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { eventCode } = usePlatform();
  const { data: menu = [] } = useModules();
  const menuItem = findMenuItem(menu, subPath, eventCode);
  const menuLabel = menuItem ? menuItemLabel(menuItem, locale) : null;
  const menuTitle = menuLabel ? ('key' in menuLabel ? t(menuLabel.key) : menuLabel.text) : '';
  const title = menuTitle || t(label);
  const { Screen, trace } = SCREENS[path];
  usePageTitle(title);
  useTrace(trace, { title });
  return <Screen key={path} title={title} />;
}
