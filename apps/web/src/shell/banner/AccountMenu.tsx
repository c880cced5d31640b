import type { TPlatformUser } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';

// The menu itself (and MUI's menu stack) loads on first use.
const AccountMenuPopup = lazy(() => import('./AccountMenuPopup.tsx'));

/**
 * The user's photo in a circle, or their initials on grey when there is none or it fails to
 * load. Decorative: the button around it carries the name.
 */
export function UserAvatar({ user, size = 40 }: { user: TPlatformUser | undefined; size?: number }) {
  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase();
  const photo = user?.photoUri || '';
  const [failed, setFailed] = useState('');
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.700',
        color: '#FFFFFF',
        fontSize: size / 2,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {photo && failed !== photo ? (
        <Box
          component="img"
          src={photo}
          alt=""
          onError={() => setFailed(photo)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        initials
      )}
    </Box>
  );
}

/** spec 1 §2.5: the avatar menu of the desktop banner: Edit Profile and Log out. */
export function AccountMenu({ user }: { user: TPlatformUser | undefined }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <AppIconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('banner.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        <UserAvatar user={user} />
      </AppIconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <AccountMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
