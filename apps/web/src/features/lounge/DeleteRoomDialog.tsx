import type { TLoungeRoom } from '@atrium/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type TDeleteRoomDialogProps = { room: TLoungeRoom | null; onCancel: () => void; onDelete: (room: TLoungeRoom) => void };

/** spec 3 §5: a moderator confirms a room's deletion. */
export function DeleteRoomDialog({ room, onCancel, onDelete }: TDeleteRoomDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={room !== null} onClose={onCancel}>
      <DialogTitle>{t('lounge.deleteTitle')}</DialogTitle>
      <DialogContent>{t('lounge.deleteConfirm', { name: room?.groupName ?? '' })}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('lounge.cancel')}</Button>
        <Button color="error" onClick={() => room && onDelete(room)}>
          {t('lounge.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
