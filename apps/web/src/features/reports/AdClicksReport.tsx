import { reportsRoutes, type TAdClicksReport, type TAdType } from '@atrium/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/api-error.ts';
import { Loading } from '../../components/Loading.tsx';
import { NewTabLink } from '../../components/NewTabLink.tsx';
import { tKey } from '../../i18n/keys.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { DownloadButton, ReportFrame, refusalOf } from './ReportFrame.tsx';
import { ReportTable, type TReportColumn } from './ReportTable.tsx';
import { useAdClicksReport } from './reports-queries.ts';

type TAdClick = TAdClicksReport['items'][number];

/** Each ad slot in words: where the ad was shown. */
const PLACES = {
  sidebar: tKey('reports.adClicks.places.sidebar'),
  BannerVod: tKey('reports.adClicks.places.BannerVod'),
  BannerPoster: tKey('reports.adClicks.places.BannerPoster'),
  InlineVodSlot1: tKey('reports.adClicks.places.InlineVodSlot1'),
  InlineVodSlot2: tKey('reports.adClicks.places.InlineVodSlot2'),
  InlinePosterSlot1: tKey('reports.adClicks.places.InlinePosterSlot1'),
} as const satisfies Record<TAdType, string>;
const isAdPlace = (type: string): type is TAdType => Object.hasOwn(PLACES, type);

/**
 * spec 2 §2.9: the clicks on the sponsors' ads, per ad, in a searchable table, and the same as
 * a spreadsheet (the server names it from the event code plus adclicks).
 */
export default function AdClicksReport({ title }: { title: string }) {
  const { t } = useTranslation();
  const { platformId, eventCode } = usePlatform();
  const report = useAdClicksReport();
  if (report.isError && !refusalOf(report.error)) reportError('ad clicks report', report.error);
  const columns = useMemo<TReportColumn<TAdClick>[]>(() => {
    // The ad's place in words, not its slot code; a link to a stand by the stand's name.
    const placeOf = (type: string) => (isAdPlace(type) ? t(PLACES[type]) : type);
    const opensOf = (ad: TAdClick) => (ad.linkTitle ? t('reports.adClicks.stand', { name: ad.linkTitle }) : ad.link);
    return [
      {
        key: 'type',
        label: t('reports.adClicks.columns.type'),
        sortValue: (ad) => placeOf(ad.type),
        render: (ad) => placeOf(ad.type),
        isSearched: true,
      },
      { key: 'title', label: t('reports.adClicks.columns.title'), sortValue: (ad) => ad.title, isSearched: true },
      {
        key: 'sponsorTitle',
        label: t('reports.adClicks.columns.sponsor'),
        sortValue: (ad) => ad.sponsorTitle,
        isSearched: true,
      },
      {
        key: 'link',
        label: t('reports.adClicks.columns.link'),
        sortValue: (ad) => opensOf(ad),
        render: (ad) =>
          /^https?:\/\//i.test(ad.link) ? <NewTabLink href={ad.link}>{ad.link}</NewTabLink> : opensOf(ad),
        isSearched: true,
      },
      { key: 'clicks', label: t('reports.adClicks.columns.clicks'), sortValue: (ad) => ad.clicks, isNumeric: true },
      {
        key: 'uniqueUsers',
        label: t('reports.adClicks.columns.uniqueUsers'),
        sortValue: (ad) => ad.uniqueUsers,
        isNumeric: true,
      },
    ];
  }, [t]);
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
