/** The Intl locale of an interface language (the programme formats dates the same way). */
export function intlLocale(locale: string): string {
  return locale === 'fr' ? 'fr-FR' : 'en-GB';
}

/** A day in a time zone (undefined: the reader's own), as YYYY-MM-DD, to tell today from other days. */
function dayIn(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * A chat message's time as the reader sees it: relative today ("5 minutes ago", "à l’instant"),
 * the date and time on other days, and the full date and time for the hover title. In the
 * reader's language and time zone (`timeZone` is for tests).
 */
export function messageTime(
  timeStamp: string,
  now: Date,
  locale: string,
  timeZone?: string,
): { label: string; full: string; iso: string } | null {
  const date = new Date(timeStamp);
  if (Number.isNaN(date.getTime())) return null;
  const tag = intlLocale(locale);
  const full = new Intl.DateTimeFormat(tag, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(date);
  const iso = date.toISOString();
  if (dayIn(date, timeZone) === dayIn(now, timeZone)) {
    const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    // A clock a little ahead of the server's would say "in 1 minute": never in the future. Whole
    // seconds gone by, not rounded: 59.6 s is still under a minute.
    const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
    if (seconds < 60) return { label: relative.format(0, 'second'), full, iso };
    if (seconds < 3600) return { label: relative.format(-Math.floor(seconds / 60), 'minute'), full, iso };
    return { label: relative.format(-Math.floor(seconds / 3600), 'hour'), full, iso };
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  const label = new Intl.DateTimeFormat(tag, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return { label, full, iso };
}
