import { useSyncExternalStore } from 'react';
import { useConversationList } from './conversation-queries.ts';

/**
 * What the shell needs of the open conversations without loading them (the chat boxes, their
 * model and store load with the first conversation opened or message received): whether the bar
 * shows, and each open box's unread count for the banner's badge. The store publishes it.
 */
export type TOpenConversation = { id: number; unreadCount: number };

let open: readonly TOpenConversation[] = [];
const listeners = new Set<() => void>();
let clearStore: (() => void) | null = null;

export function publishOpenConversations(next: readonly TOpenConversation[]): void {
  if (
    next.length === open.length &&
    next.every((box, i) => box.id === open[i]?.id && box.unreadCount === open[i]?.unreadCount)
  )
    return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getOpen = () => open;

export function useOpenConversations(): readonly TOpenConversation[] {
  return useSyncExternalStore(subscribe, getOpen, getOpen);
}

/** The store, once loaded, says how log-off empties it. */
export function onClearConversations(clear: () => void): void {
  clearStore = clear;
}

/** Log-off (spec 1 §4.4): clearing empties all (nothing to do when no conversation was ever opened). */
export function clearConversations(): void {
  clearStore?.();
  publishOpenConversations([]);
}

/** The store and its model, loaded when first needed. */
export function loadConversations() {
  return import('./conversations-store.ts');
}

/** The banner's badge: unread of the conversations not open, and of the open ones (minimised) as the box counts them. */
export function totalUnread(
  boxes: readonly TOpenConversation[],
  list: readonly TOpenConversation[] | undefined,
): number {
  const openIds = new Set(boxes.map((box) => box.id));
  const fromList = (list ?? []).reduce((sum, row) => sum + (openIds.has(row.id) ? 0 : row.unreadCount), 0);
  return fromList + boxes.reduce((sum, box) => sum + box.unreadCount, 0);
}

/** The banner's count (spec 1 §2.5): unread messages of one's conversations, open or not. */
export function useUnreadTotal(): number {
  const { data } = useConversationList();
  return totalUnread(useOpenConversations(), data);
}
