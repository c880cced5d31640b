import Popover from '@mui/material/Popover';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../components/Text.tsx';
import { PrivateMessagesPanel } from './PrivateMessagesPanel.tsx';

type TMessagesPopoverProps = {
  anchor: HTMLElement;
  /** Dismissed (Esc, a click outside): the caller gives the focus back to its button. */
  onClose: () => void;
  /** A conversation opened: its chat box takes the focus. */
  onOpened: () => void;
};

/** The open private-messages dropdown of the banner (spec 1 §2.10). */
export default function MessagesPopover({ anchor, onClose, onOpened }: TMessagesPopoverProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      // The focus goes back by hand: to the button when dismissed, to the chat box when one opens.
      disableRestoreFocus
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': 'messages-dropdown',
          sx: { width: 360, maxWidth: '100vw', maxHeight: '70vh' },
        } as object,
      }}
    >
      <Text id={titleId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {t('banner.messages')}
      </Text>
      <PrivateMessagesPanel onOpened={onOpened} autoFocusSearch />
    </Popover>
  );
}
