import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../lib/clock.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/file-storage.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an `.eml` file in the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; clock: Clock }): Mailer {
  // nodemailer loads with the first message, not with every process (a CLI command rarely mails).
  let transport: Promise<Transporter> | undefined;
  const { smtpUrl } = options;
  const transporter = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  if (smtpUrl) {
    return {
      async send(message) {
        await (await transporter()).sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      const info = await (await transporter()).sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const name = `${new Date(options.clock.now()).toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Mails carry live reset links: readable by the server's account only.
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer, { mode: PRIVATE_FILE_MODE });
    },
  };
}
