/**
 * spec 2 §9: the lists' date of an instant, "DD/MM/YYYY HH:mm" in the event's time zone
 * ('' without an instant or with one that cannot be read). The same digits in every language.
 */
export function formatListingDate(iso: string | null, timeZone?: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: timeZone || undefined,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(iso));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
  } catch {
    return '';
  }
}

function partsIn(iso: string, locale: string, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: timeZone || undefined,
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('weekday')} ${part('day')} ${part('month')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * spec 2 §9 "ddd DD MMM HH:mm", in the event's time zone, with the end's time when it has one:
 * "Tue 05 May 09:00 – 10:30" ('' without a start, or with one the time zone cannot read).
 */
export function formatProgrammeSlot(
  start: string | null,
  end: string | null,
  locale: string,
  timeZone?: string,
): string {
  if (!start || Number.isNaN(Date.parse(start))) return '';
  try {
    const from = partsIn(start, locale, timeZone);
    if (!end || Number.isNaN(Date.parse(end))) return `${from.date} ${from.time}`;
    const to = partsIn(end, locale, timeZone);
    return to.date === from.date
      ? `${from.date} ${from.time} – ${to.time}`
      : `${from.date} ${from.time} – ${to.date} ${to.time}`;
  } catch {
    return '';
  }
}
