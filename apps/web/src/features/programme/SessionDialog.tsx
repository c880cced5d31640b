import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailsList } from '../../components/DetailsList.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLocale } from '../../i18n/index.ts';
import { formatLongDate } from '../../lib/day-format.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { clockTime, speakerDisplayName, speakerLink } from './programme-model.ts';
import { useProgrammeLabel, useSessionDetail } from './programme-queries.ts';
import { SessionTargetButton } from './SessionTargetButton.tsx';

type TSessionDialogProps = { sessionId: number; onClose: () => void; fullScreen?: boolean };

/**
 * spec 2 §2.1: the session dialog: LIVE chip, bookmark toggle (signed in) and close; title,
 * long date, room, moderators, theme, type, description; Join if live else View if it has
 * content; the presentations. A failed load closes it (spec 2 §8).
 */
export function SessionDialog({ sessionId, onClose, fullScreen = false }: TSessionDialogProps) {
  const { t } = useTranslation();
  const label = useProgrammeLabel();
  const locale = useLocale();
  const { eventCode, settings } = usePlatform();
  const detail = useSessionDetail(sessionId);
  const titleId = useId();
  const [described, setDescribed] = useState<{ title: string; html: string } | null>(null);

  useEffect(() => {
    if (detail.isError) onClose();
  }, [detail.isError, onClose]);

  const session = detail.data;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="session-dialog"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1 }}>
        {session?.isLive ? <Chip label={t('programme.live')} color="accent" size="small" /> : null}
        <Box sx={{ flexGrow: 1 }} />
        {session ? <BookmarkToggle entityId={session.id} entityType="SESSION" title={session.title} /> : null}
        <IconButton onClick={onClose} aria-label={t('app.close')}>
          <Close />
        </IconButton>
      </Box>
      <DialogTitle id={titleId} component="h2" sx={{ pt: 0 }}>
        {session?.title ?? t('programme.loading')}
      </DialogTitle>
      <DialogContent>
        {!session ? (
          <Loading />
        ) : (
          <>
            <Typography>
              {formatLongDate(session.date, locale)}, {clockTime(session.start)}–{clockTime(session.end)}
            </Typography>
            <DetailsList
              sx={{ my: 1 }}
              rows={[
                [t('programme.fields.room'), session.roomName && label('room', session.roomName)],
                [t('programme.fields.moderators'), session.moderatorLine1],
                [t('programme.fields.theme'), session.theme && label('theme', session.theme)],
                [t('programme.fields.type'), session.type && label('type', session.type)],
              ]}
            />
            {session.description ? (
              <ServerHtml html={session.description} sx={{ mt: 2 }} withUserReference={false} />
            ) : null}
            {session.presentations.length > 0 ? (
              <>
                <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
                  {t('programme.presentations')}
                </Typography>
                <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {session.presentations.map((p, index) => {
                    const speakerHref = speakerLink(p, eventCode, settings.modules.speakers);
                    const speaker = speakerDisplayName(p);
                    return (
                      <Box component="li" key={p.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                        <Typography sx={{ fontWeight: 600 }}>
                          {/* The position in the session, from 1 (the stored order may start at 0). */}
                          <Box component="span" sx={{ mr: 1 }}>
                            {index + 1}.
                          </Box>
                          {p.isEventPortalPresentation ? (
                            <Link component={RouterLink} to={`/${eventCode}/session/${p.session}/presentation/${p.id}`}>
                              {p.title}
                            </Link>
                          ) : (
                            p.title
                          )}
                        </Typography>
                        {speaker ? (
                          <Typography variant="body2">
                            {speakerHref ? (
                              <Link component={RouterLink} to={speakerHref}>
                                {speaker}
                              </Link>
                            ) : (
                              speaker
                            )}
                          </Typography>
                        ) : null}
                        {p.coAuthors ? <Typography variant="body2">{p.coAuthors}</Typography> : null}
                        {settings.show.PresentationDurationInProgramme && p.duration !== null ? (
                          <Typography variant="body2">{t('programme.minutes', { count: p.duration })}</Typography>
                        ) : null}
                        {p.description ? (
                          <Button size="small" onClick={() => setDescribed({ title: p.title, html: p.description })}>
                            {t('programme.description')}
                            <Box component="span" sx={visuallyHidden}>
                              {` ${p.title}`}
                            </Box>
                          </Button>
                        ) : null}
                      </Box>
                    );
                  })}
                </Box>
              </>
            ) : null}
          </>
        )}
      </DialogContent>
      {session ? (
        <DialogActions>
          {session.isLive || session.hasContent ? (
            <SessionTargetButton session={session} label={session.isLive ? t('programme.join') : t('programme.view')} />
          ) : null}
        </DialogActions>
      ) : null}
      {described ? (
        <Dialog open onClose={() => setDescribed(null)} aria-label={described.title} maxWidth="sm" fullWidth>
          <DialogTitle component="h3">{described.title}</DialogTitle>
          <DialogContent>
            <ServerHtml html={described.html} withUserReference={false} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDescribed(null)}>{t('app.close')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Dialog>
  );
}
