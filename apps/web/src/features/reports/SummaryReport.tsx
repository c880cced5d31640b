import Box from '@mui/material/Box';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/api-error.ts';
import { Loading } from '../../components/Loading.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { ReportFigures, ReportFrame, refusalOf } from './ReportFrame.tsx';
import { ReportTable, type TReportColumn } from './ReportTable.tsx';
import { DEFAULT_PERIOD, DEFAULT_REPORT_TIME_ZONE, formatSliceTime, PERIODS } from './report-model.ts';
import { useReportSummary } from './reports-queries.ts';

/** The chart library comes on use, in a chunk of its own. */
const SummaryChart = lazy(() => import('./SummaryChart.tsx'));

type TSlice = { time: string; count: number };

/**
 * spec 2 §2.9: views over time, in buckets of the chosen period (spec 2 §10: a day by default),
 * as a chart and, for screen readers and the keyboard, as a table of the same figures.
 */
export default function SummaryReport({ title }: { title: string }) {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const [period, setPeriod] = useState<number>(DEFAULT_PERIOD);
  const summary = useReportSummary(period);
  if (summary.isError && !refusalOf(summary.error)) reportError('summary report', summary.error);
  const timeZone = summary.data?.timeZone || settings.timeZone || DEFAULT_REPORT_TIME_ZONE;
  const slices = summary.data?.timeSliceCount ?? [];
  const shownPeriod = summary.data?.period ?? period;

  const columns = useMemo<TReportColumn<TSlice>[]>(
    () => [
      {
        key: 'time',
        label: t('reports.summary.time'),
        sortValue: (slice) => slice.time,
        render: (slice) => formatSliceTime(slice.time, timeZone, shownPeriod),
      },
      { key: 'count', label: t('reports.summary.views'), sortValue: (slice) => slice.count, isNumeric: true },
    ],
    [t, timeZone, shownPeriod],
  );

  return (
    <ReportFrame title={title} current="summary" error={summary.error}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <SelectField
          minWidth={200}
          label={t('reports.summary.period')}
          value={String(period)}
          onChange={(value) => setPeriod(Number(value))}
          options={PERIODS.map((minutes) => ({
            value: String(minutes),
            label: minutes < 1440 ? t('reports.summary.hours', { count: minutes / 60 }) : t('reports.summary.day'),
          }))}
        />
      </Box>
      {summary.isPending ? (
        <Loading />
      ) : (
        <>
          <ReportFigures
            testId="summary-figures"
            figures={[[t('reports.summary.total'), String(summary.data?.total ?? 0), t('reports.summary.totalCounts')]]}
          />
          <Box component="figure" sx={{ m: 0, mb: 3 }} aria-labelledby="summary-chart-caption">
            <Box component="figcaption" id="summary-chart-caption" sx={{ typography: 'subtitle1', mb: 1 }}>
              {t('reports.summary.chartCaption', { timeZone })}
            </Box>
            {slices.length > 0 ? (
              <Suspense fallback={<Loading />}>
                <SummaryChart
                  slices={slices}
                  label={(time) => formatSliceTime(time, timeZone, shownPeriod)}
                  seriesLabel={t('reports.summary.views')}
                />
              </Suspense>
            ) : null}
          </Box>
          <ReportTable
            label={t('reports.summary.tableLabel')}
            rows={slices}
            columns={columns}
            rowKey={(slice) => slice.time}
            testId="summary-table"
          />
        </>
      )}
    </ReportFrame>
  );
}
