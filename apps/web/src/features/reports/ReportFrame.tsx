import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError, reportError } from '../../api/api-error.ts';
import { AppButton } from '../../components/AppButton.tsx';
import { Notice } from '../../components/form-controls.tsx';
import { useLocale } from '../../i18n/index.ts';
import { tKey } from '../../i18n/keys.ts';
import { loginPath } from '../../shell/guard/guard-rules.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { downloadReport, type TReportDownload } from './report-download.ts';

/** The four reports of spec 2 §2.9, by their path under /{eventCode}/reports/. */
export const REPORTS = [
  { path: 'summary', label: tKey('reports.page.summary') },
  { path: 'uniqueusers', label: tKey('reports.page.uniqueUsers') },
  { path: 'messages', label: tKey('reports.page.messages') },
  { path: 'adclicks', label: tKey('reports.page.adClicks') },
] as const;
export type TReportPath = (typeof REPORTS)[number]['path'];

/** Who may not see the reports, from a refused call: a visitor (401) or someone without the role (403). */
export function refusalOf(error: unknown): 'signIn' | 'forbidden' | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return 'signIn';
  if (error.status === 403) return 'forbidden';
  return null;
}

/**
 * A report page: its title, links to the other reports and its content; when the server
 * refuses (the reports are for report viewers and organisers), a message saying whether to
 * sign in or that the account may not see them, instead of the content.
 */
export function ReportFrame({
  title,
  current,
  error,
  children,
}: {
  title: string;
  current: TReportPath;
  error?: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const { pathname, search } = useLocation();
  const refusal = refusalOf(error);
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {refusal === 'signIn' ? (
        <Notice severity="info" data-testid="reports-sign-in">
          <Box sx={{ mb: 1 }}>{t('reports.access.signIn')}</Box>
          <AppButton variant="contained" size="small" to={loginPath(eventCode, `${pathname}${search}`)}>
            {t('reports.access.signInButton')}
          </AppButton>
        </Notice>
      ) : refusal === 'forbidden' ? (
        <Notice severity="info" data-testid="reports-forbidden">
          {t('reports.access.forbidden')}
        </Notice>
      ) : (
        <>
          <Box
            component="nav"
            aria-label={t('reports.nav')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
            data-testid="reports-nav"
          >
            {REPORTS.map((report) => (
              <Button
                key={report.path}
                component={RouterLink}
                to={`/${eventCode}/reports/${report.path}`}
                variant={report.path === current ? 'contained' : 'outlined'}
                aria-current={report.path === current ? 'page' : undefined}
                size="small"
              >
                {t(report.label)}
              </Button>
            ))}
          </Box>
          {children}
        </>
      )}
    </Box>
  );
}

/** A report's figures as a row of labelled numbers. */
export function ReportFigures({
  figures,
  testId,
}: {
  /** Each figure's label, value and, where a figure could be read two ways, what it counts. */
  figures: readonly (readonly [label: string, value: string, counts?: string])[];
  testId: string;
}) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 2 }, m: 0, mb: 2 }}
    >
      {figures.map(([label, value, counts]) => (
        <Box
          key={label}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 2,
            py: 1,
            minWidth: 140,
            flex: counts ? { xs: '1 1 100%', sm: '1 1 220px' } : '0 0 auto',
            maxWidth: { sm: 320 },
          }}
        >
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'h6' }}>
            {value}
          </Box>
          {counts ? (
            <Box component="dd" sx={{ m: 0, typography: 'caption', color: 'text.secondary', display: 'block' }}>
              {counts}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * "Download as spreadsheet": the report as an xlsx file, with the bearer token (or what `run`
 * does instead, given the interface language); a failure is said under it.
 */
export function DownloadButton({
  download,
  run,
  label,
}: {
  download?: TReportDownload;
  run?: (locale: string) => Promise<unknown>;
  label: string;
}) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const locale = useLocale();
  const start = () => {
    setBusy(true);
    setFailed(false);
    (run ? run(locale) : download ? downloadReport(download, locale) : Promise.resolve())
      .catch((error: unknown) => {
        reportError('report download', error);
        setFailed(true);
      })
      .finally(() => setBusy(false));
  };
  return (
    <Box sx={{ mb: 2 }}>
      <AppButton
        variant="outlined"
        size="small"
        loading={isBusy}
        startIcon={<FileDownloadOutlined aria-hidden="true" />}
        onClick={start}
      >
        {label}
      </AppButton>
      {hasFailed ? (
        <Notice severity="error" sx={{ mt: 1 }}>
          {t('reports.download.failed')}
        </Notice>
      ) : null}
    </Box>
  );
}
