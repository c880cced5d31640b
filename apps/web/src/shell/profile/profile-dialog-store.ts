import { useSyncExternalStore } from 'react';

/** spec 1 §2.6: pages of the (mobile) profile dialog. */
export type TProfilePage = 'menu' | 'language' | 'myAgenda' | 'myBookmarks' | 'privateMessages' | 'editProfile';

type TProfileDialogState = {
  open: boolean;
  /** The page asked for; undefined lets the dialog choose (menu, or edit profile while consent is unanswered). */
  page: TProfilePage | undefined;
};

let state: TProfileDialogState = { open: false, page: undefined };
const listeners = new Set<() => void>();

function setState(next: TProfileDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openProfileDialog(page?: TProfilePage): void {
  setState({ open: true, page });
}

export function showProfilePage(page: TProfilePage): void {
  setState({ ...state, page });
}

export function closeProfileDialog(): void {
  setState({ open: false, page: undefined });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProfileDialog(): TProfileDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
