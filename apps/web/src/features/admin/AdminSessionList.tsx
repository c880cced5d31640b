import { ADMIN_SESSION_PAGE_SIZES } from '@atrium/contracts';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { Notice } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { type TQuestion, useConfirm } from './AdminConfirm.tsx';
import { AdminListFilters } from './AdminListFilters.tsx';
import { SessionTable, type TItemKind } from './AdminSessionRows.tsx';
import {
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
      <AdminListFilters
        state={state}
        dates={data?.dates ?? []}
        rooms={data?.rooms ?? []}
        search={search}
        onSearch={setSearch}
        onChange={change}
        onAddSession={onAddSession}
      />
      {sessions.isPending ? (
        <Loading />
      ) : (
        <>
          <SessionTable
            sessions={rows}
            timeZone={data?.timeZone}
            onEdit={edit}
            onDelete={askToDelete}
            onAddPresentation={addPresentation}
            icons={icons}
          />
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
