import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loginPath } from '../../shell/guard/guard-rules.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { bookmarkedSessionIds } from '../bookmarks/bookmark-model.ts';
import { useBookmarks } from '../bookmarks/bookmark-queries.ts';
import { useTrace } from '../logs/trace-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { ProgrammeList } from './ProgrammeList.tsx';
import { useSessionDialogParam } from './ProgrammePage.tsx';
import { useCalendarFeed, useProgramme, useRevokeCalendarFeed } from './programme-queries.ts';
import { SessionDialog } from './SessionDialog.tsx';

/** spec 2 §2.1: my programme: only the bookmarked sessions, a message when there are none, and the calendar feed. */
export default function MyProgrammePage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { eventCode } = usePlatform();
  const title = t('programme.myProgramme.title');
  usePageTitle(title);
  useTrace('MyProgramme', { title });
  const bookmarks = useBookmarks();
  const programme = useProgramme(undefined, { allDays: true, enabled: bookmarks.signedIn });
  const dialog = useSessionDialogParam();
  const sessions = useMemo(() => {
    const ids = bookmarkedSessionIds(bookmarks.data);
    return (programme.data?.sessions ?? []).filter((s) => ids.has(s.id));
  }, [bookmarks.data, programme.data]);
  const isLoading = bookmarks.signedIn && (bookmarks.isPending || programme.isPending);

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 960 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {!bookmarks.signedIn ? (
        <Alert severity="info">
          <Link component={RouterLink} to={loginPath(eventCode, `/${eventCode}/my-programme`)}>
            {t('programme.myProgramme.signIn')}
          </Link>
        </Alert>
      ) : !isLoading && sessions.length === 0 ? (
        <Alert severity="info" data-testid="my-programme-empty">
          {t('programme.myProgramme.empty')}
        </Alert>
      ) : (
        <ProgrammeList sessions={sessions} isLoading={isLoading} page={1000} onOpen={(s) => dialog.open(s.id)} />
      )}
      {bookmarks.signedIn ? <CalendarFeedPanel /> : null}
      {dialog.sessionId !== null ? (
        <SessionDialog sessionId={dialog.sessionId} onClose={dialog.close} fullScreen={isMobile} />
      ) : null}
    </Box>
  );
}

/** The private iCalendar feed of one's bookmarked sessions: copy the address, or revoke it for a new one. */
function CalendarFeedPanel() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [status, setStatus] = useState('');
  const url = feed.data?.url ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('programme.feed.copied'));
    } catch {
      setStatus(t('programme.feed.copyFailed'));
    }
  };
  return (
    <Box component="section" aria-labelledby="calendar-feed-title" sx={{ mt: 4 }} data-testid="calendar-feed">
      <Typography id="calendar-feed-title" component="h2" variant="h6">
        {t('programme.feed.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('programme.feed.help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('programme.feed.address')}
          value={url}
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ flexGrow: 1, minWidth: 240 }}
        />
        <Button variant="outlined" onClick={copy} disabled={!url}>
          {t('programme.feed.copy')}
        </Button>
        <Button
          color="error"
          onClick={() => revoke.mutate(undefined, { onSuccess: () => setStatus(t('programme.feed.revoked')) })}
          disabled={!url || revoke.isPending}
        >
          {t('programme.feed.revoke')}
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
    </Box>
  );
}
