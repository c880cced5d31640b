import { displayName } from '@atrium/contracts';
import { useEffect } from 'react';
import { useCurrentUser } from '../features/users/user-queries.ts';
import { setHubUserName } from './connection.ts';

/** Gives the connection the signed-in user's name, the last of the four facts CONNECT_USER needs (spec 1 §4.3). */
export function RealtimeUser() {
  const user = useCurrentUser();
  const name = user ? user.userName || displayName(user) : null;
  useEffect(() => {
    setHubUserName(name);
  }, [name]);
  return null;
}
