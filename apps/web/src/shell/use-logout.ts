import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../auth/logout.ts';
import { usePlatform } from '../features/platform/platform-context.tsx';
import { loginPath } from './guard/guard-rules.ts';
import { closeProfileDialog } from './profile/profile-dialog-store.ts';

/** Log out (spec 1 §4.2) and show the login page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { eventCode } = usePlatform();
  return useCallback(async () => {
    closeProfileDialog();
    await logout();
    await navigate(loginPath(eventCode), { replace: true });
  }, [navigate, eventCode]);
}
