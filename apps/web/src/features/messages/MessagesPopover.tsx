import { useTranslation } from 'react-i18next';
import { BannerDropdown } from '../../shell/banner/BannerDropdown.tsx';
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
  return (
    // The focus goes back by hand: to the button when dismissed, to the chat box when one opens.
    <BannerDropdown
      anchor={anchor}
      onClose={onClose}
      title={t('banner.messages')}
      restoreFocus={false}
      data-testid="messages-dropdown"
    >
      <PrivateMessagesPanel onOpened={onOpened} autoFocusSearch />
    </BannerDropdown>
  );
}
