import type { TReportEntityType, TUniqueUserRow } from '@atrium/contracts';
import { reportsRoutes } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/api-error.ts';
import { Loading } from '../../components/Loading.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { tKey } from '../../i18n/keys.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { DownloadButton, ReportFigures, ReportFrame, refusalOf } from './ReportFrame.tsx';
import { ReportTable, type TReportColumn } from './ReportTable.tsx';
import { DEFAULT_REPORT_TIME_ZONE, formatDuration, formatReportTime } from './report-model.ts';
import { type TReportListType, useReportEntities, useTypeSummary, useUniqueUserTable } from './reports-queries.ts';

/** spec 2 §2.9: the kinds a viewer chooses from; each but the event lists its entities. */
const KINDS = [
  { type: 'EVENT_PLATFORM', list: null, label: tKey('reports.uniqueUsers.kinds.event') },
  { type: 'SESSION', list: 'sessions', label: tKey('reports.uniqueUsers.kinds.sessions') },
  { type: 'POSTER', list: 'posters', label: tKey('reports.uniqueUsers.kinds.posters') },
  { type: 'SPONSOR', list: 'sponsors', label: tKey('reports.uniqueUsers.kinds.sponsors') },
] as const satisfies readonly { type: TReportEntityType; list: TReportListType | null; label: string }[];
type TKind = (typeof KINDS)[number];

/**
 * spec 2 §2.9: choose a type (the event, sessions and presentations, posters, stands), then an
 * entity: the type's summary, the entity's summary and the table of the people who came.
 */
export default function UniqueUsersReport({ title }: { title: string }) {
  const { t } = useTranslation();
  const { platformId, settings } = usePlatform();
  const [kind, setKind] = useState<TKind>(KINDS[0]);
  const [entityKey, setEntityKey] = useState('');
  const entities = useReportEntities(kind.list);
  const typeSummary = useTypeSummary(kind.type);

  const options = useMemo(
    () =>
      (entities.data?.items ?? []).map((item) => ({
        value: `${item.type}:${item.id}`,
        label: item.parentTitle ? `${item.title} (${item.parentTitle})` : item.title,
      })),
    [entities.data],
  );
  const chosen: { type: TReportEntityType; id: number } | null =
    kind.list === null
      ? { type: 'EVENT_PLATFORM', id: platformId }
      : entityKey
        ? { type: entityKey.split(':')[0] as TReportEntityType, id: Number(entityKey.split(':')[1]) }
        : null;
  const table = useUniqueUserTable(chosen);
  const error = typeSummary.error ?? entities.error ?? table.error;
  if (error && !refusalOf(error)) reportError('unique users report', error);

  const summary = typeSummary.data;
  return (
    <ReportFrame title={title} current="uniqueusers" error={error}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <SelectField
          minWidth={220}
          label={t('reports.uniqueUsers.type')}
          value={kind.type}
          onChange={(value) => {
            setKind(KINDS.find((k) => k.type === value) ?? KINDS[0]);
            setEntityKey('');
          }}
          options={KINDS.map((k) => ({ value: k.type, label: t(k.label) }))}
        />
        {kind.list === null ? null : (
          <Box sx={{ flex: '1 1 280px', maxWidth: 560, minWidth: 0 }}>
            <SelectField
              fullWidth
              label={t('reports.uniqueUsers.entity')}
              value={entityKey}
              onChange={setEntityKey}
              options={[{ value: '', label: t('reports.uniqueUsers.chooseEntity') }, ...options]}
            />
          </Box>
        )}
      </Box>
      {summary ? (
        <>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('reports.uniqueUsers.typeSummary', { type: t(kind.label) })}
          </Typography>
          <ReportFigures
            testId="type-summary"
            figures={[
              [
                t('reports.uniqueUsers.uniqueViews'),
                String(summary.uniqueViews),
                t('reports.uniqueUsers.uniqueViewsCounts'),
              ],
              [
                t('reports.uniqueUsers.allUniqueViews'),
                String(summary.allUniqueViews),
                t('reports.uniqueUsers.allUniqueViewsCounts'),
              ],
              [t('reports.uniqueUsers.allViews'), String(summary.allViews), t('reports.uniqueUsers.allViewsCounts')],
              [
                t('reports.uniqueUsers.averageTime'),
                formatDuration(summary.averageCulmativeTimeSpent),
                t('reports.uniqueUsers.averageTimeCounts'),
              ],
            ]}
          />
          {kind.type === 'SESSION' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
              {t('reports.uniqueUsers.sessionsOnly')}
            </Typography>
          ) : null}
        </>
      ) : typeSummary.isPending ? (
        <Loading />
      ) : null}
      {kind.list !== null && entities.isPending ? <Loading /> : null}
      {chosen === null ? null : table.isPending ? (
        <Loading />
      ) : table.data ? (
        <EntityUsers table={table.data} timeZone={settings.timeZone || DEFAULT_REPORT_TIME_ZONE} />
      ) : null}
    </ReportFrame>
  );
}

type TUniqueUserTable = NonNullable<ReturnType<typeof useUniqueUserTable>['data']>;

/** One entity's summary, its stand downloads when it has some, its spreadsheet and its table. */
function EntityUsers({ table, timeZone }: { table: TUniqueUserTable; timeZone: string }) {
  const { t } = useTranslation();
  const { platformId, eventCode } = usePlatform();
  const columns = useMemo<TReportColumn<TUniqueUserRow>[]>(() => {
    const time = (iso: string) => formatReportTime(iso, timeZone);
    return [
      { key: 'name', label: t('reports.uniqueUsers.columns.name'), sortValue: (r) => r.name, isSearched: true },
      {
        key: 'organisation',
        label: t('reports.uniqueUsers.columns.organisation'),
        sortValue: (r) => r.organisation,
        isSearched: true,
      },
      {
        key: 'country',
        label: t('reports.uniqueUsers.columns.country'),
        sortValue: (r) => r.country,
        isSearched: true,
      },
      {
        key: 'firstConnection',
        label: t('reports.uniqueUsers.columns.firstConnection'),
        sortValue: (r) => r.firstConnection,
        render: (r) => time(r.firstConnection),
      },
      {
        key: 'lastConnection',
        label: t('reports.uniqueUsers.columns.lastConnection'),
        sortValue: (r) => r.lastConnection,
        render: (r) => time(r.lastConnection),
      },
      { key: 'visits', label: t('reports.uniqueUsers.columns.visits'), sortValue: (r) => r.visits, isNumeric: true },
      {
        key: 'secondsSpent',
        label: t('reports.uniqueUsers.columns.timeSpent'),
        sortValue: (r) => r.secondsSpent,
        render: (r) => formatDuration(r.secondsSpent),
        isNumeric: true,
      },
    ];
  }, [t, timeZone]);
  const { summary } = table;
  return (
    <Box component="section" aria-labelledby="entity-users-title">
      <Typography component="h2" variant="h6" id="entity-users-title" sx={{ mb: 1 }}>
        {table.title}
      </Typography>
      <ReportFigures
        testId="entity-summary"
        figures={[
          [t('reports.uniqueUsers.uniqueUsers'), String(summary.uniqueUsers)],
          [t('reports.uniqueUsers.views'), String(summary.views), t('reports.uniqueUsers.viewsCounts')],
          [
            t('reports.uniqueUsers.averageTime'),
            formatDuration(summary.averageSecondsSpent),
            t('reports.uniqueUsers.entityAverageTimeCounts'),
          ],
          ...(summary.start
            ? [[t('reports.uniqueUsers.start'), formatReportTime(summary.start, timeZone)] as const]
            : []),
          ...(table.type === 'SPONSOR'
            ? ([
                [t('reports.uniqueUsers.downloads'), String(table.downloadSummary.downloads)],
                [t('reports.uniqueUsers.downloaders'), String(table.downloadSummary.uniqueUsers)],
              ] as const)
            : []),
        ]}
      />
      <DownloadButton
        label={t('reports.download.spreadsheet')}
        download={{
          route: reportsRoutes.uniqueUserTable,
          params: { platformId, entityId: table.entityId },
          query: { type: table.type },
          fallbackName: `${eventCode.toLowerCase()}_uniqueusers.xlsx`,
        }}
      />
      <ReportTable
        label={t('reports.uniqueUsers.tableLabel', { title: table.title })}
        rows={table.items}
        columns={columns}
        rowKey={(row) => row.userId}
        initialSort={{ key: 'lastConnection', direction: 'desc' }}
        testId="unique-users-table"
      />
    </Box>
  );
}
