import { localized } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { Notice } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { useLocale } from '../../i18n/index.ts';
import { tKey } from '../../i18n/keys.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useTrace } from '../logs/trace-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { PresentationList } from './PresentationList.tsx';
import { SessionList } from './SessionList.tsx';
import { useSubmitSettings } from './submit-queries.ts';

export type TSubmitListKind = 'posters' | 'presentations' | 'sessions';

const LISTS = {
  posters: { title: tKey('submit.title.posters'), trace: 'SubmitPosters' },
  presentations: { title: tKey('submit.title.presentations'), trace: 'SubmitPresentations' },
  sessions: { title: tKey('submit.title.sessions'), trace: 'SubmitSessions' },
} as const;

/**
 * spec 3 §2 "Submission screens": one of the three lists. The submit settings come first:
 * their closed text, when there is some, is shown alone (spec 3 §2); a refusal (403: the
 * account is no speaker, submitter or organiser) says so rather than leaving an empty page.
 */
export function SubmitPage({ kind }: { kind: TSubmitListKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t(LISTS[kind].title);
  usePageTitle(title);
  useTrace(LISTS[kind].trace, { title });
  const settings = useSubmitSettings();

  if (settings.isPending) return <Loading />;
  if (settings.isError) {
    // spec 3 §8: other load failures are only logged; the screen stays empty.
    const refused = isApiError(settings.error) && settings.error.status === 403;
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {refused ? (
          <Notice severity="info" data-testid="submit-forbidden">
            {t('submit.forbidden')}
          </Notice>
        ) : null}
      </Box>
    );
  }
  const closedText = localized(settings.data.closedText, settings.data.closedTextFr, locale);
  if (closedText.trim() !== '') {
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <ServerHtml html={closedText} data-testid="submit-closed-text" fallback={<Loading />} />
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <SubmitNav current={kind} />
      {settings.data.open ? null : (
        // The server still lets organisers and submitters change files; a speaker's change is refused.
        <Notice severity="info" sx={{ mb: 2 }} data-testid="submit-closed">
          {t('submit.closed')}
        </Notice>
      )}
      {kind === 'sessions' ? (
        <SessionList settings={settings.data} />
      ) : (
        <PresentationList posters={kind === 'posters'} settings={settings.data} />
      )}
    </Box>
  );
}

/** Links between the three lists (the event's menu may name only one of them). */
function SubmitNav({ current }: { current: TSubmitListKind }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  return (
    <Box
      component="nav"
      aria-label={t('submit.nav')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      data-testid="submit-nav"
    >
      {(Object.keys(LISTS) as TSubmitListKind[]).map((kind) => (
        <Button
          key={kind}
          component={RouterLink}
          to={`/${eventCode}/submit/${kind}`}
          variant={kind === current ? 'contained' : 'outlined'}
          aria-current={kind === current ? 'page' : undefined}
          size="small"
        >
          {t(LISTS[kind].title)}
        </Button>
      ))}
    </Box>
  );
}
