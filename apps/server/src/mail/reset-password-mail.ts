import { PASSWORD_RESET_TTL_SECONDS, type TLocale } from '@atrium/contracts';

export interface ResetMailFacts {
  eventTitle: string;
  firstName: string;
  link: string;
}

/** The password-reset mail in the recipient's language (the locale the request came from). */
export function resetPasswordMail(locale: TLocale, f: ResetMailFacts): { subject: string; text: string } {
  const minutes = PASSWORD_RESET_TTL_SECONDS / 60;
  if (locale === 'fr') {
    return {
      subject: `${f.eventTitle} : réinitialisez votre mot de passe`,
      text: [
        `Bonjour ${f.firstName},`,
        '',
        `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${f.eventTitle}. Pour choisir un nouveau mot de passe, ouvrez :`,
        f.link,
        '',
        `Le lien ne sert qu’une fois, pendant ${minutes} minutes. Si vous n’avez rien demandé, ignorez ce message.`,
      ].join('\n'),
    };
  }
  return {
    subject: `${f.eventTitle}: reset your password`,
    text: [
      `Hello ${f.firstName},`,
      '',
      `Someone asked to reset the password of your ${f.eventTitle} account. To choose a new password, open:`,
      f.link,
      '',
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this message.`,
    ].join('\n'),
  };
}
