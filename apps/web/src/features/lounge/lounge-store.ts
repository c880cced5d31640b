import { loungesRoutes, type TGroupRef, type TLoungeRoom } from '@atrium/contracts';
import { apiCall } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { local, session } from '../../lib/browser-storage.ts';
import { onHub } from '../../realtime/connection.ts';
import { enterHubGroup, leaveHubGroup, listenToChat, loadChatHistory, removeChat, sendChat } from '../chat/chat-hub.ts';
import {
  favouritesKey,
  initialLounge,
  loungeStep,
  parseFavourites,
  roomChatType,
  roomRef,
  type TLoungeAction,
  type TLoungeEffect,
  type TLoungeState,
} from './lounge-model.ts';

export type TLoungeStore = ReturnType<typeof createLoungeStore>;

/** The query key of a lounge's rooms (the list, its counts and room events edit it). */
export const loungeRoomsKey = (platformId: number | null, loungeId: number) =>
  ['lounge-rooms', platformId, loungeId] as const;

/**
 * One lounge page's state and hub protocol (spec 3 §4, §5): state changes only through the
 * model's transitions (lounge-model.ts); this runs the effects they ask for. The rooms stay in
 * the query cache, which room counts and room events edit. One store per lounge shown.
 */
export function createLoungeStore(platformId: number | null, loungeId: number) {
  const storageKey = favouritesKey(platformId ?? 0);
  const roomsKey = loungeRoomsKey(platformId, loungeId);
  let state = initialLounge(parseFavourites(session.getItem(storageKey) ?? local.getItem(storageKey)));
  const listeners = new Set<() => void>();
  /** The rooms this page is in: the current one and the favourites kept in the background. */
  const inRooms = new Map<number, TLoungeRoom>();

  function dispatch(action: TLoungeAction): void {
    const next = loungeStep(state, action);
    if (next.state !== state) {
      state = next.state;
      for (const listener of listeners) listener();
    }
    for (const effect of next.effects) run(effect);
  }

  function run(effect: TLoungeEffect): void {
    switch (effect.type) {
      case 'enter': {
        const { room } = effect;
        const sent = enterHubGroup(
          roomRef(room),
          () => inRooms.has(room.groupId),
          (answer) => dispatch({ type: 'roomEntered', room, answer }),
        );
        if (sent) inRooms.set(room.groupId, room);
        return;
      }
      case 'leave':
        inRooms.delete(effect.room.groupId);
        leaveHubGroup(effect.room);
        return;
      case 'loadHistory': {
        const group = roomRef(effect.room);
        loadChatHistory(effect.room.groupId, roomChatType(effect.room))
          .then((messages) => dispatch({ type: 'history', group, messages }))
          .catch(() => undefined);
        return;
      }
      case 'saveFavourites':
        local.setItem(storageKey, JSON.stringify(effect.favourites));
        session.setItem(storageKey, JSON.stringify(effect.favourites));
        return;
      case 'reloadRooms':
        void queryClient.invalidateQueries({ queryKey: roomsKey });
        return;
    }
  }

  /** The hub's events for this lounge: chat of the rooms one is in, room counts, rooms created and deleted. */
  function listen(): () => void {
    const offs = [
      listenToChat((action) => {
        if (action.type === 'posted') {
          const { message } = action;
          dispatch({ type: 'posted', message, inRoom: inRooms.has(message.groupId) });
        } else if (action.type === 'removed' || action.type === 'usersChanged') dispatch({ type: 'chat', action });
      }),
      onHub('ROOM_COUNTS', (counts) => {
        queryClient.setQueryData<TLoungeRoom[]>(roomsKey, (old) =>
          old?.map((room) => {
            const found = counts.counts.find((c) => c.groupId === room.groupId);
            return found ? { ...room, groupCount: found.groupCount } : room;
          }),
        );
      }),
      onHub('LOUNGE_ROOM_CREATED', () => void queryClient.invalidateQueries({ queryKey: roomsKey })),
      onHub('LOUNGE_ROOM_DELETED', (deleted) => dispatch({ type: 'roomDeleted', room: deleted })),
    ];
    return () => {
      for (const off of offs) off();
    };
  }

  /**
   * spec 3 §4: joins the hidden foyer (again after a reconnect and when the tab is shown again),
   * rejoins the current room and keeps the favourite rooms joined in the background for their
   * unread badges. The returned function (also run when the page closes) leaves them all.
   */
  function join(foyer: TGroupRef): () => void {
    // The foyer is entered without retries: the next join (reconnect, tab shown) enters it again.
    enterHubGroup(
      foyer,
      () => false,
      (answer) => dispatch({ type: 'foyerEntered', isMod: answer.isMod }),
    );
    const known = queryClient.getQueryData<TLoungeRoom[]>(roomsKey) ?? [];
    const room = state.current;
    if (room) run({ type: 'enter', room });
    for (const favourite of known) {
      if (state.favourites.includes(favourite.groupId) && favourite.groupId !== room?.groupId)
        run({ type: 'enter', room: favourite });
    }
    const leaveAll = () => {
      leaveHubGroup(foyer);
      for (const joinedRoom of [...inRooms.values()]) run({ type: 'leave', room: roomRef(joinedRoom) });
    };
    window.addEventListener('pagehide', leaveAll);
    return () => {
      window.removeEventListener('pagehide', leaveAll);
      leaveAll();
    };
  }

  return {
    roomsKey,
    getState: (): TLoungeState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listen,
    join,
    /** The connection dropped: the room's chat is gone until it is entered again. */
    disconnected: () => dispatch({ type: 'disconnected' }),
    choose: (room: TLoungeRoom) => dispatch({ type: 'choose', room }),
    star: (room: TLoungeRoom) => dispatch({ type: 'star', room }),
    dismissLimit: () => dispatch({ type: 'dismissLimit' }),
    send: (message: string) => sendChat(() => state.chat.group, message),
    remove: (id: number) => removeChat(state.chat.group, id),
    async createRoom(name: string): Promise<void> {
      await apiCall(loungesRoutes.createRoom, { params: { parentId: loungeId }, body: { groupName: name } });
      await queryClient.invalidateQueries({ queryKey: roomsKey });
    },
    async deleteRoom(room: TLoungeRoom): Promise<void> {
      await apiCall(loungesRoutes.removeRoom, { params: { parentId: loungeId, groupId: room.groupId } });
      await queryClient.invalidateQueries({ queryKey: roomsKey });
    },
  };
}
