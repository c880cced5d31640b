import type { TAdminSessionRow } from '@atrium/contracts';
import Add from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { Notice, TextInput } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLocale } from '../../i18n/index.ts';
import { type TQuestion, useConfirm } from './AdminConfirm.tsx';
import { displayDate } from './admin-form-model.ts';
import {
  ADMIN_PAGE_SIZES,
  formatSlot,
  formatTimes,
  INITIAL_LIST_STATE,
  listQuery,
  pageSizeOf,
  rowsPerPage,
  type TListState,
} from './admin-list-model.ts';
import { useAdminSessions, useDeleteItem } from './admin-queries.ts';
import { PresentationEditDialog } from './PresentationEditDialog.tsx';
import { SessionEditDialog } from './SessionEditDialog.tsx';

/** What is being edited in a dialog over the list. */
type TEditing = { kind: 'session'; id: number } | { kind: 'presentation'; id: number } | null;

type TListProps = {
  /** The Add buttons go to the add routes (spec 3 §1). */
  onAddSession: () => void;
  onAddPresentation: (sessionId: number) => void;
};

/**
 * spec 3 §2 "Admin session list": title, room and start/end; filters by date (DD/MM/YYYY), room
 * and search; 100 rows a page; each row has edit and delete and expands to its presentations
 * (order, title, speaker, time) with edit, delete and Add presentation.
 */
export function AdminSessionList({ onAddSession, onAddPresentation }: TListProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<TListState>(INITIAL_LIST_STATE);
  const [search, setSearch] = useState('');
  const sessions = useAdminSessions(listQuery(state));
  const [editing, setEditing] = useState<TEditing>(null);
  const [ask, confirmDialog] = useConfirm();
  const remove = useDeleteItem();
  const change = (next: Partial<TListState>) => setState((current) => ({ ...current, page: 0, ...next }));

  // The search goes to the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(
      () => setState((current) => (current.search === search ? current : { ...current, search, page: 0 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const confirmDelete = async (kind: 'session' | 'presentation', id: number) => {
    const question: TQuestion =
      kind === 'session'
        ? {
            title: t('admin.confirm.deleteSessionTitle'),
            text: t('admin.confirm.deleteSessionText'),
            yes: t('admin.confirm.delete'),
            no: t('admin.confirm.no'),
          }
        : {
            title: t('admin.confirm.deletePresentationTitle'),
            text: t('admin.confirm.deletePresentationText'),
            yes: t('admin.confirm.delete'),
            no: t('admin.confirm.no'),
          };
    if ((await ask(question)) === true) remove.mutate({ kind, id });
  };

  if (sessions.isError && isApiError(sessions.error) && sessions.error.status === 403) {
    return (
      <Notice severity="info" data-testid="admin-forbidden">
        {t('admin.forbidden')}
      </Notice>
    );
  }
  const data = sessions.data;
  const rows = data?.sessions ?? [];
  return (
    <>
      <Box
        component="search"
        aria-label={t('admin.filters.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}
      >
        <SelectField
          minWidth={180}
          label={t('admin.filters.date')}
          value={state.date}
          onChange={(date) => change({ date })}
          options={[
            { value: '', label: t('admin.filters.allDates') },
            ...(data?.dates ?? []).map((date) => ({ value: date, label: displayDate(date) })),
          ]}
        />
        <SelectField
          minWidth={180}
          label={t('admin.filters.room')}
          value={state.roomId}
          onChange={(roomId) => change({ roomId })}
          options={[
            { value: '', label: t('admin.filters.allRooms') },
            ...(data?.rooms ?? []).map((room) => ({ value: String(room.id), label: room.name })),
          ]}
        />
        <Box sx={{ width: 320 }}>
          <TextInput
            type="search"
            size="small"
            label={t('admin.filters.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<Add />} onClick={onAddSession} data-testid="admin-add-session">
          {t('admin.actions.addSession')}
        </Button>
      </Box>
      {sessions.isPending ? (
        <Loading />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('admin.sessionsTitle')} data-testid="admin-session-table">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
                      {t('admin.columns.expand')}
                    </Box>
                  </TableCell>
                  <TableCell>{t('admin.columns.title')}</TableCell>
                  <TableCell>{t('admin.columns.room')}</TableCell>
                  <TableCell>{t('admin.columns.time')}</TableCell>
                  <TableCell align="right">{t('admin.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    timeZone={data?.timeZone}
                    onEdit={(kind, id) => setEditing({ kind, id })}
                    onDelete={(kind, id) => void confirmDelete(kind, id)}
                    onAddPresentation={onAddPresentation}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {rows.length === 0 ? (
            <Typography sx={{ p: 2 }} data-testid="admin-empty">
              {t('admin.empty')}
            </Typography>
          ) : null}
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={state.page}
            rowsPerPage={rowsPerPage(state.pageSize)}
            rowsPerPageOptions={ADMIN_PAGE_SIZES.map((size) =>
              size === 'all' ? { value: rowsPerPage(size), label: t('admin.pagination.all') } : Number(size),
            )}
            onPageChange={(_, page) => setState((current) => ({ ...current, page }))}
            onRowsPerPageChange={(event) => change({ pageSize: pageSizeOf(Number(event.target.value)) })}
            labelRowsPerPage={t('admin.pagination.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('admin.pagination.displayed', { from, to, count })}
            getItemAriaLabel={(type) =>
              type === 'next' ? t('admin.pagination.next') : type === 'previous' ? t('admin.pagination.previous') : ''
            }
          />
        </>
      )}
      {editing?.kind === 'session' ? <SessionEditDialog id={editing.id} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'presentation' ? (
        <PresentationEditDialog id={editing.id} sessionId={null} onClose={() => setEditing(null)} />
      ) : null}
      {confirmDialog}
    </>
  );
}

type TRowProps = {
  session: TAdminSessionRow;
  timeZone: string | undefined;
  onEdit: (kind: 'session' | 'presentation', id: number) => void;
  onDelete: (kind: 'session' | 'presentation', id: number) => void;
  onAddPresentation: (sessionId: number) => void;
};

function SessionRow({ session, timeZone, onEdit, onDelete, onAddPresentation }: TRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const detailsId = `admin-session-${session.id}`;
  const title = session.title;
  return (
    <>
      <TableRow hover data-testid="admin-session-row" sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={
              expanded
                ? t('admin.actions.hidePresentations', { title })
                : t('admin.actions.showPresentations', { title })
            }
          >
            {expanded ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell>{title}</TableCell>
        <TableCell>{session.roomName}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSlot(session.start, session.end, locale, timeZone)}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <IconButton
            size="small"
            onClick={() => onEdit('session', session.id)}
            aria-label={t('admin.actions.editSession', { title })}
            aria-haspopup="dialog"
          >
            <EditOutlined />
          </IconButton>
          <IconButton
            size="small"
            onClick={() => onDelete('session', session.id)}
            aria-label={t('admin.actions.deleteSession', { title })}
            aria-haspopup="dialog"
          >
            <DeleteOutline />
          </IconButton>
        </TableCell>
      </TableRow>
      {expanded ? (
        <TableRow id={detailsId}>
          <TableCell colSpan={5} sx={{ py: 1, pl: 7, borderLeft: 4, borderLeftColor: 'divider' }}>
            <SessionPresentations session={session} timeZone={timeZone} onEdit={onEdit} onDelete={onDelete} />
            <Button
              size="small"
              startIcon={<Add />}
              onClick={() => onAddPresentation(session.id)}
              sx={{ mt: 1 }}
              data-testid="admin-add-presentation"
            >
              {t('admin.actions.addPresentation')}
            </Button>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** The presentations of an expanded session: order, title, speaker, time, edit and delete. */
function SessionPresentations({ session, timeZone, onEdit, onDelete }: Omit<TRowProps, 'onAddPresentation'>) {
  const { t } = useTranslation();
  if (session.presentations.length === 0) return <Typography>{t('admin.noPresentations')}</Typography>;
  return (
    <Table size="small" aria-label={t('admin.presentationsOf', { title: session.title })}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.columns.order')}</TableCell>
          <TableCell>{t('admin.columns.title')}</TableCell>
          <TableCell>{t('admin.columns.speaker')}</TableCell>
          <TableCell>{t('admin.columns.clock')}</TableCell>
          <TableCell align="right">{t('admin.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {session.presentations.map((p) => (
          <TableRow key={p.id} data-testid="admin-presentation-row">
            <TableCell>{p.order}</TableCell>
            <TableCell>{p.title}</TableCell>
            <TableCell>{p.speakerName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="admin-presentation-time">
              {formatTimes(p.start, p.end, timeZone)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton
                size="small"
                onClick={() => onEdit('presentation', p.id)}
                aria-label={t('admin.actions.editPresentation', { title: p.title })}
                aria-haspopup="dialog"
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                size="small"
                onClick={() => onDelete('presentation', p.id)}
                aria-label={t('admin.actions.deletePresentation', { title: p.title })}
                aria-haspopup="dialog"
              >
                <DeleteOutline />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
