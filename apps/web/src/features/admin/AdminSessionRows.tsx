import type { TAdminSessionRow } from '@atrium/contracts';
import Add from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLocale } from '../../i18n/index.ts';
import { AdminTable, Icon, IconAction, IconSprite } from './AdminTableParts.tsx';
import { formatSlot, formatTimes } from './admin-list-model.ts';

export type TItemKind = 'session' | 'presentation';

export type TRowProps = {
  session: TAdminSessionRow;
  /** The ids' prefix of the list's icon symbols. */
  icons: string;
  timeZone: string | undefined;
  onEdit: (kind: TItemKind, id: number) => void;
  onDelete: (kind: TItemKind, id: number) => void;
  onAddPresentation: (sessionId: number) => void;
};

/**
 * The sessions of the list's page, each row expanding to its presentations. The rows' texts come
 * from here (`t`, `locale`), and their icons from one sprite (`icons`: its ids' prefix).
 */
export function SessionTable({
  sessions,
  ...row
}: { sessions: readonly TAdminSessionRow[] } & Omit<TRowProps, 'session'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <IconSprite prefix={row.icons} />
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
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} {...row} t={t} locale={locale} />
          ))}
        </tbody>
      </AdminTable>
    </Box>
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
