import { reportsRoutes, type TAdClicksReport } from '@atrium/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/api-error.ts';
import { Loading } from '../../components/Loading.tsx';
import { NewTabLink } from '../../components/NewTabLink.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { DownloadButton, ReportFrame, refusalOf } from './ReportFrame.tsx';
import { ReportTable, type TReportColumn } from './ReportTable.tsx';
import { useAdClicksReport } from './reports-queries.ts';

type TAdClick = TAdClicksReport['items'][number];

/**
 * spec 2 §2.9: the clicks on the sponsors' ads, per ad, in a searchable table, and the same as
 * a spreadsheet (the server names it from the event code plus adclicks).
 */
export default function AdClicksReport({ title }: { title: string }) {
  const { t } = useTranslation();
  const { platformId, eventCode } = usePlatform();
  const report = useAdClicksReport();
  if (report.isError && !refusalOf(report.error)) reportError('ad clicks report', report.error);
  const columns = useMemo<TReportColumn<TAdClick>[]>(
    () => [
      { key: 'type', label: t('reports.adClicks.columns.type'), sortValue: (ad) => ad.type, isSearched: true },
      { key: 'title', label: t('reports.adClicks.columns.title'), sortValue: (ad) => ad.title, isSearched: true },
      {
        key: 'link',
        label: t('reports.adClicks.columns.link'),
        sortValue: (ad) => ad.link,
        render: (ad) => (/^https?:\/\//i.test(ad.link) ? <NewTabLink href={ad.link}>{ad.link}</NewTabLink> : ad.link),
        isSearched: true,
      },
      { key: 'clicks', label: t('reports.adClicks.columns.clicks'), sortValue: (ad) => ad.clicks, isNumeric: true },
      {
        key: 'uniqueUsers',
        label: t('reports.adClicks.columns.uniqueUsers'),
        sortValue: (ad) => ad.uniqueUsers,
        isNumeric: true,
      },
    ],
    [t],
  );
  return (
    <ReportFrame title={title} current="adclicks" error={report.error}>
      <DownloadButton
        label={t('reports.download.spreadsheet')}
        download={{
          route: reportsRoutes.adClicks,
          params: { platformId },
          fallbackName: `${eventCode}adclicks.xlsx`,
        }}
      />
      {report.isPending ? (
        <Loading />
      ) : (
        <ReportTable
          label={title}
          rows={report.data?.items ?? []}
          columns={columns}
          rowKey={(ad) => `${ad.type}:${ad.entityId}:${ad.link}`}
          testId="ad-clicks-table"
        />
      )}
    </ReportFrame>
  );
}
