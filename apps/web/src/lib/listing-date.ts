import { datePartsOf, numericDateOf } from './date-parts.ts';

/**
 * spec 2 §9: the lists' date of an instant, "DD/MM/YYYY HH:mm" in the event's time zone
 * ('' without an instant or with one that cannot be read). The same digits in every language.
 */
export function formatListingDate(iso: string | null, timeZone?: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  try {
    const { date, time } = numericDateOf(iso, timeZone);
    return `${date} ${time}`;
  } catch {
    return '';
  }
}

const slotOf = (iso: string, locale: string, timeZone: string | undefined) => {
  const { weekday, day, month, time } = datePartsOf(iso, locale, timeZone);
  return { date: `${weekday} ${day} ${month}`, time };
};

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
    const from = slotOf(start, locale, timeZone);
    if (!end || Number.isNaN(Date.parse(end))) return `${from.date} ${from.time}`;
    const to = slotOf(end, locale, timeZone);
    return to.date === from.date
      ? `${from.date} ${from.time} – ${to.time}`
      : `${from.date} ${from.time} – ${to.date} ${to.time}`;
  } catch {
    return '';
  }
}
