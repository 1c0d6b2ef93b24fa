import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

/** Sender shown on every mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Glint <no-reply@glint.local>';

/** Sends through the SMTP server named by SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage): Promise<void> {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
