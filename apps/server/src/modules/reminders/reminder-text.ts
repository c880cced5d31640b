import type { TLocale } from '@atrium/contracts';

export interface ReminderFacts {
  eventTitle: string;
  firstName: string;
  sessionTitle: string;
  /** The start, as the event's clock shows it (HH:MM). */
  time: string;
  minutes: number;
  /** The session's player page, absolute. */
  link: string;
}

/** The start time in the event's time zone, as the locale writes it. */
export function startTime(startsAt: Date, timeZone: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(startsAt);
}

/** The push notification: a title and a line. */
export function reminderNotification(locale: TLocale, f: ReminderFacts): { title: string; body: string } {
  if (locale === 'fr') {
    return {
      title: `Dans ${f.minutes} min : ${f.sessionTitle}`,
      body: `${f.eventTitle} : la session commence à ${f.time}. Touchez pour la rejoindre.`,
    };
  }
  return {
    title: `In ${f.minutes} min: ${f.sessionTitle}`,
    body: `${f.eventTitle}: the session starts at ${f.time}. Tap to join it.`,
  };
}

/** The reminder mail in the person's language. */
export function reminderMail(locale: TLocale, f: ReminderFacts): { subject: string; text: string } {
  if (locale === 'fr') {
    return {
      subject: `Rappel : ${f.sessionTitle} commence à ${f.time}`,
      text: [
        `Bonjour ${f.firstName},`,
        '',
        `La session « ${f.sessionTitle} » que vous avez mise en favori (${f.eventTitle}) commence à ${f.time}, dans ${f.minutes} minutes. Pour la rejoindre, ouvrez :`,
        f.link,
        '',
        'Vous recevez ce rappel parce que vous l’avez demandé dans votre profil, où vous pouvez aussi l’arrêter.',
      ].join('\n'),
    };
  }
  return {
    subject: `Reminder: ${f.sessionTitle} starts at ${f.time}`,
    text: [
      `Hello ${f.firstName},`,
      '',
      `The session "${f.sessionTitle}" you bookmarked (${f.eventTitle}) starts at ${f.time}, in ${f.minutes} minutes. To join it, open:`,
      f.link,
      '',
      'You get this reminder because you asked for it in your profile, where you can also turn it off.',
    ].join('\n'),
  };
}
