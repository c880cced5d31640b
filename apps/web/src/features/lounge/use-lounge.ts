import { loungesRoutes, type TGroupType, type TLoungeRoom } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiCall } from '../../api/client.ts';
import { useSession } from '../../auth/session-store.ts';
import { useHubSnapshot } from '../../realtime/connection.ts';
import type { TLoungeState } from './lounge-model.ts';
import { createLoungeStore, type TLoungeStore } from './lounge-store.ts';
import { usePageVisible } from './use-page-visible.ts';

/**
 * A lounge's store for as long as its page is shown: its rooms (loaded, then kept current by the
 * hub), its state, and the joins of spec 3 §4 — the foyer and the rooms are joined while the hub
 * is connected, the event joined and the tab shown, and left otherwise.
 */
export function useLounge(loungeId: number): { store: TLoungeStore; state: TLoungeState; rooms: TLoungeRoom[] } {
  const { platformId } = useSession();
  const [store] = useState(() => createLoungeStore(platformId, loungeId));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const rooms = useQuery({
    queryKey: store.roomsKey,
    queryFn: ({ signal }) => apiCall(loungesRoutes.rooms, { params: { id: loungeId }, signal }),
  });
  const { status, joined } = useHubSnapshot();
  const visible = usePageVisible();
  const foyer = rooms.data?.find((room) => room.hidden);
  const foyerId: number | undefined = foyer?.groupId;
  const foyerType: TGroupType | undefined = foyer?.groupType;

  useEffect(() => store.listen(), [store]);
  useEffect(() => {
    if (status !== 'connected') store.disconnected();
    if (!joined || foyerId === undefined || foyerType === undefined || !visible) return;
    return store.join({ groupType: foyerType, groupId: foyerId });
  }, [store, status, joined, foyerId, foyerType, visible]);

  return { store, state, rooms: rooms.data ?? [] };
}
