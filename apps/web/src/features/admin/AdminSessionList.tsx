import { ADMIN_SESSION_PAGE_SIZES, type TAdminSessionRow } from '@atrium/contracts';
import Add from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type AriaAttributes, memo, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
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
  formatSlot,
  formatTimes,
  INITIAL_LIST_STATE,
  lastPage,
  listQuery,
  pageSizeOf,
  rowsPerPage,
  type TListState,
} from './admin-list-model.ts';
import { useAdminSessions, useDeleteItem } from './admin-queries.ts';
import { SaveFailed } from './EditDialog.tsx';
import { PresentationEditDialog } from './PresentationEditDialog.tsx';
import { SessionEditDialog } from './SessionEditDialog.tsx';

/** What is being edited in a dialog over the list. */
type TEditing = { kind: TItemKind; id: number } | null;

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
  const locale = useLocale();
  const icons = `al${useId().replace(/\W/g, '')}`;
  const [state, setState] = useState<TListState>(INITIAL_LIST_STATE);
  const [search, setSearch] = useState('');
  const sessions = useAdminSessions(listQuery(state));
  const [editing, setEditing] = useState<TEditing>(null);
  const [ask, confirmDialog] = useConfirm();
  const remove = useDeleteItem();
  const [deleteFailed, setDeleteFailed] = useState(false);
  const dismissFailure = useCallback(() => setDeleteFailed(false), []);
  const change = (next: Partial<TListState>) => setState((current) => ({ ...current, page: 0, ...next }));

  // The search goes to the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(
      () => setState((current) => (current.search === search ? current : { ...current, search, page: 0 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [search]);

  // A page past the last one (its rows deleted, here or by another organiser) goes back to the last one.
  const total = sessions.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = lastPage(total, state.pageSize);
    if (state.page > last) setState((current) => ({ ...current, page: last }));
  }, [total, state.page, state.pageSize]);

  const edit = useCallback((kind: TItemKind, id: number) => setEditing({ kind, id }), []);
  const confirmDelete = async (kind: TItemKind, id: number) => {
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
    if ((await ask(question)) !== true) return;
    setDeleteFailed(false);
    remove.mutate({ kind, id }, { onError: () => setDeleteFailed(true) });
  };
  // The rows keep their callbacks from render to render (they are memoised: a list shows up to all sessions).
  const deleteRef = useRef(confirmDelete);
  deleteRef.current = confirmDelete;
  const askToDelete = useCallback((kind: TItemKind, id: number) => void deleteRef.current(kind, id), []);
  // The page gives a new callback each time it renders (each admin route it goes to): the rows keep one.
  const addRef = useRef(onAddPresentation);
  addRef.current = onAddPresentation;
  const addPresentation = useCallback((sessionId: number) => addRef.current(sessionId), []);

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
          <Box sx={{ overflowX: 'auto' }}>
            <IconSprite prefix={icons} />
            <AdminTable aria-label={t('admin.sessionsTitle')} data-testid="admin-session-table">
              <thead>
                <tr>
                  <th className="al-expand">
                    <Box component="span" sx={visuallyHidden}>
                      {t('admin.columns.expand')}
                    </Box>
                  </th>
                  <th>{t('admin.columns.title')}</th>
                  <th>{t('admin.columns.room')}</th>
                  <th>{t('admin.columns.time')}</th>
                  <th className="al-actions">{t('admin.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    timeZone={data?.timeZone}
                    onEdit={edit}
                    onDelete={askToDelete}
                    onAddPresentation={addPresentation}
                    t={t}
                    locale={locale}
                    icons={icons}
                  />
                ))}
              </tbody>
            </AdminTable>
          </Box>
          {rows.length === 0 && sessions.isError ? (
            <Notice severity="error" data-testid="admin-load-failed">
              {t('admin.loadFailed')}
            </Notice>
          ) : rows.length === 0 ? (
            <Typography sx={{ p: 2 }} data-testid="admin-empty">
              {t('admin.empty')}
            </Typography>
          ) : null}
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={state.page}
            rowsPerPage={rowsPerPage(state.pageSize)}
            rowsPerPageOptions={ADMIN_SESSION_PAGE_SIZES.map((size) =>
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
      {/* spec 3 §8: a programme change the server refused. */}
      {deleteFailed ? <SaveFailed onDismiss={dismissFailure} /> : null}
    </>
  );
}

type TItemKind = 'session' | 'presentation';

type TRowProps = {
  session: TAdminSessionRow;
  /** The ids' prefix of the list's icon symbols. */
  icons: string;
  timeZone: string | undefined;
  onEdit: (kind: TItemKind, id: number) => void;
  onDelete: (kind: TItemKind, id: number) => void;
  onAddPresentation: (sessionId: number) => void;
};

/**
 * The list's looks as one stylesheet (a table of plain elements and buttons): with all rows
 * shown, a thousand rows styled element by element (MUI's table cells and icon buttons) took
 * most of the list's render.
 */
const AdminTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  ...theme.typography.body2,
  '& th, & td': {
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
    verticalAlign: 'middle',
  },
  '& th': { fontWeight: 500, lineHeight: 1.5 },
  '& .al-expand': { width: 40, padding: '0 0 0 4px' },
  '& .al-actions': { textAlign: 'right', whiteSpace: 'nowrap', padding: '0 8px' },
  '& .al-nowrap': { whiteSpace: 'nowrap' },
  '& tr.al-row:hover > td': { backgroundColor: theme.palette.action.hover },
  '& tr.al-open > td': { borderBottom: 0 },
  '& td.al-details': { padding: theme.spacing(1, 2, 1, 7), borderLeft: `4px solid ${theme.palette.divider}` },
  '& .al-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 34,
    height: 34,
    padding: 0,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& svg': { fontSize: 20 },
  },
}));

type TIconName = 'edit' | 'delete' | 'open' | 'close';

/**
 * The table's icons, drawn once: each button shows one through `<use>` (three icon components
 * a row were three thousand with all rows shown). Each list gives its symbols ids of its own.
 */
function IconSprite({ prefix }: { prefix: string }) {
  const icons: Record<TIconName, ReactNode> = {
    edit: <EditOutlined />,
    delete: <DeleteOutline />,
    open: <KeyboardArrowDown />,
    close: <KeyboardArrowUp />,
  };
  return (
    <svg aria-hidden="true" focusable="false" style={{ position: 'absolute', width: 0, height: 0 }}>
      {(Object.keys(icons) as TIconName[]).map((name) => (
        <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
          {icons[name]}
        </symbol>
      ))}
    </svg>
  );
}

function Icon({ prefix, name }: { prefix: string; name: TIconName }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20">
      <use href={`#${prefix}-${name}`} />
    </svg>
  );
}

/** A round icon button of the table (its name is its aria-label). */
function IconAction({
  label,
  onClick,
  children,
  ...aria
}: { label: string; onClick: () => void; children: ReactNode } & Pick<
  AriaAttributes,
  'aria-expanded' | 'aria-controls' | 'aria-haspopup'
>) {
  return (
    <button type="button" className="al-icon" aria-label={label} onClick={onClick} {...aria}>
      {children}
    </button>
  );
}

/**
 * One session's row. Its texts come from the list (`t`, `locale`): a thousand rows each
 * following the language themselves made a thousand subscriptions to it.
 */
const SessionRow = memo(function SessionRow({
  session,
  icons,
  timeZone,
  onEdit,
  onDelete,
  onAddPresentation,
  t,
  locale,
}: TRowProps & { t: TFunction; locale: string }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `admin-session-${session.id}`;
  const title = session.title;
  return (
    <>
      <tr className={expanded ? 'al-row al-open' : 'al-row'} data-testid="admin-session-row">
        <td className="al-expand">
          <IconAction
            label={
              expanded
                ? t('admin.actions.hidePresentations', { title })
                : t('admin.actions.showPresentations', { title })
            }
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
          >
            <Icon prefix={icons} name={expanded ? 'close' : 'open'} />
          </IconAction>
        </td>
        <td>{title}</td>
        <td>{session.roomName}</td>
        <td className="al-nowrap">{formatSlot(session.start, session.end, locale, timeZone)}</td>
        <td className="al-actions">
          <IconAction
            label={t('admin.actions.editSession', { title })}
            onClick={() => onEdit('session', session.id)}
            aria-haspopup="dialog"
          >
            <Icon prefix={icons} name="edit" />
          </IconAction>
          <IconAction
            label={t('admin.actions.deleteSession', { title })}
            onClick={() => onDelete('session', session.id)}
            aria-haspopup="dialog"
          >
            <Icon prefix={icons} name="delete" />
          </IconAction>
        </td>
      </tr>
      {expanded ? (
        <tr id={detailsId}>
          <td colSpan={5} className="al-details">
            <SessionPresentations
              session={session}
              timeZone={timeZone}
              onEdit={onEdit}
              onDelete={onDelete}
              icons={icons}
            />
            <Button
              size="small"
              startIcon={<Add />}
              onClick={() => onAddPresentation(session.id)}
              sx={{ mt: 1 }}
              data-testid="admin-add-presentation"
            >
              {t('admin.actions.addPresentation')}
            </Button>
          </td>
        </tr>
      ) : null}
    </>
  );
});

/** The presentations of an expanded session: order, title, speaker, time, edit and delete. */
function SessionPresentations({ session, timeZone, onEdit, onDelete, icons }: Omit<TRowProps, 'onAddPresentation'>) {
  const { t } = useTranslation();
  if (session.presentations.length === 0) return <Typography variant="body2">{t('admin.noPresentations')}</Typography>;
  return (
    <table aria-label={t('admin.presentationsOf', { title: session.title })}>
      <thead>
        <tr>
          <th>{t('admin.columns.order')}</th>
          <th>{t('admin.columns.title')}</th>
          <th>{t('admin.columns.speaker')}</th>
          <th>{t('admin.columns.clock')}</th>
          <th className="al-actions">{t('admin.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {session.presentations.map((p) => (
          <tr key={p.id} data-testid="admin-presentation-row">
            <td>{p.order}</td>
            <td>{p.title}</td>
            <td>{p.speakerName}</td>
            <td className="al-nowrap" data-testid="admin-presentation-time">
              {formatTimes(p.start, p.end, timeZone)}
            </td>
            <td className="al-actions">
              <IconAction
                label={t('admin.actions.editPresentation', { title: p.title })}
                onClick={() => onEdit('presentation', p.id)}
                aria-haspopup="dialog"
              >
                <Icon prefix={icons} name="edit" />
              </IconAction>
              <IconAction
                label={t('admin.actions.deletePresentation', { title: p.title })}
                onClick={() => onDelete('presentation', p.id)}
                aria-haspopup="dialog"
              >
                <Icon prefix={icons} name="delete" />
              </IconAction>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
