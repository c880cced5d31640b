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
