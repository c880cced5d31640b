import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loginPath } from '../../shell/guard/guard-rules.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { bookmarkedSessionIds } from '../bookmarks/bookmark-model.ts';
import { useBookmarks } from '../bookmarks/bookmark-queries.ts';
import { useTrace } from '../logs/trace-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { ProgrammeView, type TUserProgramme } from './ProgrammePage.tsx';
import { useCalendarFeed, useProgramme, useRevokeCalendarFeed } from './programme-queries.ts';

/**
 * spec 2 §2.1: my programme, the programme's user mode: the programme's views, days and filters
 * over one's bookmarked sessions, a message when there are none, and the calendar feed.
 */
export default function MyProgrammePage() {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const title = t('programme.myProgramme.title');
  const bookmarks = useBookmarks();
  const programme = useProgramme(undefined, { allDays: true, enabled: bookmarks.signedIn });
  const isLoading = bookmarks.signedIn && (bookmarks.isPending || programme.isPending);
  const mine = useMemo((): TUserProgramme => {
    const ids = bookmarkedSessionIds(bookmarks.data);
    const sessions = (programme.data?.sessions ?? []).filter((s) => ids.has(s.id));
    return { sessions, isLoading, title, after: <CalendarFeedPanel /> };
  }, [bookmarks.data, programme.data, isLoading, title]);

  if (bookmarks.signedIn && (isLoading || mine.sessions.length > 0)) return <ProgrammeView mine={mine} />;
  return (
    <NothingToShow title={title}>
      {!bookmarks.signedIn ? (
        <Alert severity="info">
          <Link component={RouterLink} to={loginPath(eventCode, `/${eventCode}/my-programme`)}>
            {t('programme.myProgramme.signIn')}
          </Link>
        </Alert>
      ) : (
        <>
          <Alert severity="info" data-testid="my-programme-empty">
            {t('programme.myProgramme.empty')}
          </Alert>
          <CalendarFeedPanel />
        </>
      )}
    </NothingToShow>
  );
}

/** A visitor's sign-in prompt, or the message that nothing is bookmarked yet. */
function NothingToShow({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  useTrace('MyProgramme', { title });
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 960 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
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
