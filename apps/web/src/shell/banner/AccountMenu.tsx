import type { TPlatformUser } from '@atrium/contracts';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu itself (and MUI's menu stack) loads on first use.
const AccountMenuPopup = lazy(() => import('./AccountMenuPopup.tsx'));

export function UserAvatar({ user, size = 40 }: { user: TPlatformUser | undefined; size?: number }) {
  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <Avatar
      src={user?.photoUri || undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'grey.700', color: '#FFFFFF' }}
    >
      {initials || undefined}
    </Avatar>
  );
}

/** spec 1 §2.5: the avatar menu of the desktop banner: Edit Profile and Log out. */
export function AccountMenu({ user }: { user: TPlatformUser | undefined }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('banner.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        <UserAvatar user={user} />
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <AccountMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
