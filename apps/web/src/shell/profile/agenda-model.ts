import type { TBookmark } from '@atrium/contracts';

export type TAgendaItem = { id: number; title: string; uri: string; from: string; to: string };
export type TAgendaDay = { day: string; items: TAgendaItem[] };

/** `2026-11-22T09:30:00+01:00` → day and wall-clock time as the event wrote them (its own offset). */
function wallClock(iso: string): { day: string; time: string } {
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * spec 1 §2.6 myAgenda: one's bookmarked sessions by day and start, in the event's own time
 * (the bookmark carries its offset), so a phone abroad shows the times printed in the programme.
 */
export function agendaDays(bookmarks: TBookmark[] | undefined): TAgendaDay[] {
  const sessions = (bookmarks ?? [])
    .filter((b): b is TBookmark & { start: string } => b.entityType === 'SESSION' && b.start !== null)
    .map((b) => {
      const start = wallClock(b.start);
      return {
        day: start.day,
        item: {
          id: b.entityId,
          title: b.title,
          uri: b.entityUri,
          from: start.time,
          to: b.end ? wallClock(b.end).time : '',
        },
      };
    })
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.item.from.localeCompare(b.item.from) ||
        a.item.title.localeCompare(b.item.title),
    );
  const days: TAgendaDay[] = [];
  for (const { day, item } of sessions) {
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}
