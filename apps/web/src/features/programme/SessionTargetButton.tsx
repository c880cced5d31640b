import type { TCalendarSession } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { sessionTarget } from './programme-model.ts';

type TTargetSession = Pick<TCalendarSession, 'id' | 'title' | 'hasContent' | 'externalContentUri' | 'isLive'>;

/** Join (live) or View: the session's external link in a new tab, an internal path, or the session route (spec 2 §2.1). */
export function SessionTargetButton({ session, label }: { session: TTargetSession; label: string }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  // A live session without content still joins its session page.
  const target = sessionTarget({ ...session, hasContent: session.hasContent || session.isLive }, eventCode);
  const hidden = (
    <Box component="span" sx={visuallyHidden}>
      {` ${session.title}`}
      {target.kind === 'external' ? ` ${t('app.opensInNewTab')}` : ''}
    </Box>
  );
  if (target.kind === 'external') {
    return (
      <Button variant="contained" size="small" href={target.href} target="_blank" rel="noopener noreferrer">
        {label}
        {hidden}
      </Button>
    );
  }
  if (target.kind === 'internal') {
    return (
      <Button variant="contained" size="small" component={RouterLink} to={target.path}>
        {label}
        {hidden}
      </Button>
    );
  }
  return null;
}
