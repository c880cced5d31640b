import { reportsRoutes, type TEntityMessagesReport } from '@atrium/contracts';
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
import { DEFAULT_REPORT_TIME_ZONE, formatReportTime } from './report-model.ts';
import { useEntityMessages, useMessagesReport } from './reports-queries.ts';

type TMessage = TEntityMessagesReport['items'][number];

const KIND_LABELS = {
  chat: tKey('reports.messages.kinds.chat'),
  question: tKey('reports.messages.kinds.question'),
  reply: tKey('reports.messages.kinds.reply'),
} as const;

/**
 * spec 2 §2.9: the event's chat messages, questions and private messages; a session chosen
 * from the list shows its own counts and a searchable table of its messages. Both the event's
 * report and the session's download as spreadsheets.
 */
export default function MessagesReport({ title }: { title: string }) {
  const { t } = useTranslation();
  const { platformId, eventCode } = usePlatform();
  const report = useMessagesReport();
  const [sessionId, setSessionId] = useState('');
  const chosen = sessionId ? Number(sessionId) : null;
  const session = useEntityMessages(chosen);
  const error = report.error ?? session.error;
  if (error && !refusalOf(error)) reportError('messages report', error);
  const totals = report.data?.messagesSummary;
  const item = report.data?.items.find((s) => s.id === chosen);

  return (
    <ReportFrame title={title} current="messages" error={error}>
      {report.isPending ? (
        <Loading />
      ) : (
        <>
          <ReportFigures
            testId="messages-totals"
            figures={[
              [t('reports.messages.chatMessages'), String(totals?.chatMessages ?? 0)],
              [t('reports.messages.sessionQuestions'), String(totals?.sessionQuestions ?? 0)],
              [t('reports.messages.privateMessages'), String(totals?.privateMessages ?? 0)],
            ]}
          />
          <DownloadButton
            label={t('reports.messages.downloadAll')}
            download={{
              route: reportsRoutes.messages,
              params: { platformId },
              fallbackName: `${eventCode.toLowerCase()}_messages.xlsx`,
            }}
          />
          <Box sx={{ maxWidth: 560, mb: 2 }}>
            <SelectField
              fullWidth
              label={t('reports.messages.session')}
              value={sessionId}
              onChange={setSessionId}
              options={[
                { value: '', label: t('reports.messages.chooseSession') },
                ...(report.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.title })),
              ]}
            />
          </Box>
          {chosen === null ? null : session.isPending ? (
            <Loading />
          ) : session.data ? (
            <SessionMessages
              report={session.data}
              fallbackCounts={item}
              download={{
                route: reportsRoutes.entityMessages,
                params: { platformId, entityId: chosen },
                fallbackName: `${eventCode.toLowerCase()}_messages_${chosen}.xlsx`,
              }}
              pollsDownload={{
                route: reportsRoutes.polls,
                params: { platformId, entityId: chosen },
                fallbackName: `${eventCode.toLowerCase()}_polls_${chosen}.xlsx`,
              }}
            />
          ) : null}
        </>
      )}
    </ReportFrame>
  );
}

function SessionMessages({
  report,
  fallbackCounts,
  download,
  pollsDownload,
}: {
  report: TEntityMessagesReport;
  fallbackCounts?: { chatMessages: number; sessionQuestions: number };
  download: Parameters<typeof DownloadButton>[0]['download'];
  /** The session's polls: votes per option (and who chose it, unless anonymous). */
  pollsDownload: Parameters<typeof DownloadButton>[0]['download'];
}) {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const timeZone = settings.timeZone || DEFAULT_REPORT_TIME_ZONE;
  const counts = report.messagesSummary ?? fallbackCounts;
  const columns = useMemo<TReportColumn<TMessage>[]>(
    () => [
      {
        key: 'time',
        label: t('reports.messages.columns.time'),
        sortValue: (m) => m.time,
        render: (m) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatReportTime(m.time, timeZone)}
          </Box>
        ),
      },
      {
        key: 'kind',
        label: t('reports.messages.columns.kind'),
        sortValue: (m) => t(KIND_LABELS[m.kind]),
        isSearched: true,
      },
      {
        key: 'userName',
        label: t('reports.messages.columns.userName'),
        sortValue: (m) => m.userName,
        isSearched: true,
      },
      {
        key: 'text',
        label: t('reports.messages.columns.text'),
        sortValue: (m) => m.text,
        render: (m) => <Box sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>{m.text}</Box>,
        isSearched: true,
      },
    ],
    [t, timeZone],
  );
  return (
    <Box component="section" aria-labelledby="session-messages-title">
      <Typography component="h2" variant="h6" id="session-messages-title" sx={{ mb: 1 }}>
        {report.title}
      </Typography>
      <ReportFigures
        testId="session-message-counts"
        figures={[
          [t('reports.messages.chatMessages'), String(counts?.chatMessages ?? 0)],
          [t('reports.messages.sessionQuestions'), String(counts?.sessionQuestions ?? 0)],
        ]}
      />
      <DownloadButton label={t('reports.messages.downloadSession')} download={download} />
      <DownloadButton label={t('reports.messages.downloadPolls')} download={pollsDownload} />
      <ReportTable
        label={t('reports.messages.tableLabel', { title: report.title })}
        rows={report.items}
        columns={columns}
        rowKey={(m) => m.id}
        initialSort={{ key: 'time', direction: 'asc' }}
        testId="session-messages-table"
      />
    </Box>
  );
}
