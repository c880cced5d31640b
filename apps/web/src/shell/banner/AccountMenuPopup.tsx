import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { openProfileDialog } from '../profile/profile-dialog-store.ts';
import { useLogout } from '../use-logout.ts';

/** The open avatar menu: Edit Profile and Log out (spec 1 §2.5). */
export default function AccountMenuPopup({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          openProfileDialog('editProfile');
        }}
      >
        {t('profile.editProfile')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        {t('profile.logout')}
      </MenuItem>
    </Menu>
  );
}
