/*
 * The parts of an instant as the lists write it, in the event's time zone (the lists' dates and
 * times are the event's, not the browser's). Making a formatter costs far more than using one, and
 * a list writes a few dates a row: the formatters are kept, one per language and time zone.
 */

export interface TDateParts {
  /** Short day name in the language: "Tue", "mar.". */
  weekday: string;
  /** Two digits: "05". */
  day: string;
  /** Short month name in the language: "May", "mai". */
  month: string;
  year: string;
  /** "HH:mm" on a 24-hour clock. */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(kind: 'named' | 'numeric', locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: timeZone || undefined,
      ...(kind === 'named' ? { weekday: 'short', month: 'short' } : { month: '2-digit' }),
      day: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(formatter: Intl.DateTimeFormat, iso: string) {
  const parts = formatter.formatToParts(new Date(iso));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * The named parts of an instant in the interface language ('fr' or English), in the time zone
 * (the browser's without one). Throws a RangeError for a time zone the browser does not know.
 */
export function datePartsOf(iso: string, locale: string, timeZone?: string): TDateParts {
  const part = partsOf(formatterOf('named', locale === 'fr' ? 'fr-FR' : 'en-GB', timeZone), iso);
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * The digits of an instant, the same in every language: "DD/MM/YYYY" and "HH:mm" in the time zone.
 * Throws a RangeError for a time zone the browser does not know.
 */
export function numericDateOf(iso: string, timeZone?: string): { date: string; time: string } {
  const part = partsOf(formatterOf('numeric', 'en-GB', timeZone), iso);
  return { date: `${part('day')}/${part('month')}/${part('year')}`, time: `${part('hour')}:${part('minute')}` };
}
