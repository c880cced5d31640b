import type { TBookmark, TBookmarkEntityType, TBookmarkType } from '@atrium/contracts';

/**
 * A bookmark change made without a connection: what one wants for an entity (bookmarked or
 * not) and, for a removal, the bookmark's id when it was known. One per entity: a later change
 * replaces an earlier one, so that a change undone offline sends nothing wrong, and sending is
 * idempotent (an add of a bookmarked entity answers its existing id; a removal of a removed one
 * answers 404), so that a change sent twice (a lost answer, two tabs) stores nothing twice.
 */
export type TPendingBookmark = {
  entityType: TBookmarkEntityType;
  entityId: number;
  want: 'present' | 'absent';
  /** The server's bookmark to remove, when known (absent only). */
  id?: number;
  /** The entity's title, for the list shown until the server's answer replaces it. */
  title: string;
};

/** The queue with `change` applied: the entity's earlier change goes, the new one is last. */
export function withChange(queue: readonly TPendingBookmark[], change: TPendingBookmark): TPendingBookmark[] {
  return [...queue.filter((p) => p.entityType !== change.entityType || p.entityId !== change.entityId), change];
}

/** The group a new bookmark of this entity falls in (the server's rule, spec 1 §3.3), until it answers. */
export function bookmarkTypeOf(entityType: TBookmarkEntityType): TBookmarkType {
  if (entityType === 'POSTER') return 'POSTER';
  if (entityType === 'PARTICIPANT' || entityType === 'PARTICIPANT_SPEAKER') return 'PARTICIPANT';
  if (entityType === 'SPONSOR_STAND') return 'EXHIBITION';
  if (entityType.endsWith('_DOCUMENT')) return 'DOCUMENT';
  return 'VIDEO';
}

/**
 * One's bookmarks as they will be once the queue is sent: the server's list without the
 * entities wanted absent, with the entities wanted present (a stand-in with a negative id
 * until the server gives the real one).
 */
export function withPending(list: readonly TBookmark[], queue: readonly TPendingBookmark[]): TBookmark[] {
  const same = (b: TBookmark, p: TPendingBookmark) => b.entityType === p.entityType && b.entityId === p.entityId;
  const kept = list.filter((b) => !queue.some((p) => p.want === 'absent' && same(b, p)));
  const added = queue
    .filter((p) => p.want === 'present' && !kept.some((b) => same(b, p)))
    .map(
      (p): TBookmark => ({
        id: -p.entityId,
        entityId: p.entityId,
        entityType: p.entityType,
        type: bookmarkTypeOf(p.entityType),
        entityUri: '',
        title: p.title,
        start: null,
        end: null,
      }),
    );
  return [...kept, ...added];
}

/** Reads a stored queue, leaving out anything that is not a change. */
export function parseQueue(text: string | null): TPendingBookmark[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (p): p is TPendingBookmark =>
        typeof p === 'object' &&
        p !== null &&
        typeof p.entityType === 'string' &&
        Number.isSafeInteger(p.entityId) &&
        (p.want === 'present' || p.want === 'absent'),
    );
  } catch {
    return [];
  }
}
