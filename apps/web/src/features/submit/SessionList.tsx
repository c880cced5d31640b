import type { TSubmitSession, TSubmitSettings } from '@atrium/contracts';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLocale } from '../../i18n/index.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { LazyUploadDialog } from './LazyUploadDialog.tsx';
import { NARROW_ONLY, WIDE_ONLY } from './PresentationList.tsx';
import { SubmitTableFooter, usePaging } from './SubmitTableFooter.tsx';
import {
  EMPTY_SESSION_FILTER,
  filterSessions,
  formatClock,
  formatSlot,
  hasFiles,
  NO_ROOM,
  sessionDates,
  sessionRooms,
  type TSessionFilter,
} from './submit-model.ts';
import { useSubmitSessions } from './submit-queries.ts';

/**
 * spec 3 §2: the session list (title, room, start and end), each row expanding to its
 * presentations (order, title, speaker, time) with View files for those that have a file;
 * filters by date (DD/MM/YYYY), room (with No room) and a search box. View only.
 */
export function SessionList({ settings }: { settings: TSubmitSettings }) {
  const { t } = useTranslation();
  const { settings: platform } = usePlatform();
  const timeZone = platform.timeZone;
  const sessions = useSubmitSessions(true);
  const [filter, setFilter] = useState<TSessionFilter>(EMPTY_SESSION_FILTER);
  const paging = usePaging();
  const [openId, setOpenId] = useState<number | null>(null);

  const all = sessions.data ?? [];
  const rows = useMemo(() => filterSessions(sessions.data ?? [], filter, timeZone), [sessions.data, filter, timeZone]);
  const dates = useMemo(() => sessionDates(sessions.data ?? [], timeZone), [sessions.data, timeZone]);
  const { rooms, hasNoRoom } = useMemo(() => sessionRooms(sessions.data ?? []), [sessions.data]);
  const open = openId === null ? undefined : all.flatMap((s) => s.presentations).find((p) => p.id === openId);
  const change = (next: Partial<TSessionFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    paging.first();
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <SelectField
          minWidth={180}
          label={t('submit.filters.date')}
          value={filter.date}
          onChange={(date) => change({ date })}
          options={[{ value: '', label: t('submit.filters.allDates') }, ...dates.map((d) => ({ value: d, label: d }))]}
        />
        <SelectField
          minWidth={180}
          label={t('submit.filters.room')}
          value={filter.room}
          onChange={(room) => change({ room })}
          options={[
            { value: '', label: t('submit.filters.allRooms') },
            ...(hasNoRoom ? [{ value: NO_ROOM, label: t('submit.filters.noRoom') }] : []),
            ...rooms.map((room) => ({ value: room, label: room })),
          ]}
        />
        <Box sx={{ width: { xs: '100%', sm: 320 } }}>
          <TextInput
            type="search"
            size="small"
            label={t('submit.filters.search')}
            value={filter.search}
            onChange={(event) => change({ search: event.target.value })}
          />
        </Box>
      </Box>
      {sessions.isPending ? (
        <Loading />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('submit.title.sessions')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
                      {t('submit.columns.expand')}
                    </Box>
                  </TableCell>
                  <TableCell>{t('submit.columns.title')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t('submit.columns.room')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t('submit.columns.time')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {paging.rowsOf(rows).map((session) => (
                  <SessionRow key={session.id} session={session} onView={setOpenId} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <SubmitTableFooter count={rows.length} paging={paging} />
        </>
      )}
      {open ? (
        <LazyUploadDialog presentation={open} settings={settings} mode="view" onClose={() => setOpenId(null)} />
      ) : null}
    </>
  );
}

function SessionRow({ session, onView }: { session: TSubmitSession; onView: (presentationId: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { settings: platform } = usePlatform();
  const [expanded, setExpanded] = useState(false);
  const slot = formatSlot(session.start, session.end, locale, platform.timeZone);
  const detailsId = `submit-session-${session.id}`;
  return (
    <>
      <TableRow hover data-testid="submit-session-row" sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={
              expanded
                ? t('submit.actions.hidePresentations', { title: session.title })
                : t('submit.actions.showPresentations', { title: session.title })
            }
          >
            {expanded ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell>
          {session.title}
          <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
            {[session.room, slot].filter(Boolean).join(' · ')}
          </Typography>
        </TableCell>
        <TableCell sx={WIDE_ONLY}>{session.room}</TableCell>
        <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{slot}</TableCell>
      </TableRow>
      {expanded ? (
        <TableRow id={detailsId}>
          {/* Set off by a rule rather than a tint: the button colours keep their contrast on white. */}
          <TableCell colSpan={4} sx={{ py: 1, pl: { xs: 1, md: 7 }, borderLeft: 4, borderLeftColor: 'divider' }}>
            <SessionPresentations session={session} onView={onView} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** The presentations of an expanded session: order, title, speaker, time, and View files. */
function SessionPresentations({ session, onView }: { session: TSubmitSession; onView: (id: number) => void }) {
  const { t } = useTranslation();
  const { settings: platform } = usePlatform();
  if (session.presentations.length === 0) return <Typography>{t('submit.noPresentations')}</Typography>;
  return (
    <Table size="small" aria-label={t('submit.presentationsOf', { title: session.title })}>
      <TableHead>
        <TableRow>
          <TableCell>{t('submit.columns.order')}</TableCell>
          <TableCell>{t('submit.columns.title')}</TableCell>
          <TableCell sx={WIDE_ONLY}>{t('submit.columns.speaker')}</TableCell>
          <TableCell sx={WIDE_ONLY}>{t('submit.columns.clock')}</TableCell>
          <TableCell align="right">{t('submit.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {session.presentations.map((p) => {
          const time = [formatClock(p.start, platform.timeZone), formatClock(p.end, platform.timeZone)]
            .filter(Boolean)
            .join('–');
          const titleId = `submit-session-presentation-${p.id}`;
          return (
            <TableRow key={p.id} data-testid="submit-session-presentation">
              <TableCell>{p.order}</TableCell>
              <TableCell>
                <Box id={titleId}>{p.title}</Box>
                <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
                  {[p.speakerName, time].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{p.speakerName}</TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{time}</TableCell>
              <TableCell align="right">
                {hasFiles(p) ? (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-describedby={titleId}
                    aria-haspopup="dialog"
                    onClick={() => onView(p.id)}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('submit.actions.viewFiles')}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
