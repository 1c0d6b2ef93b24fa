import type { Mailer, MailMessage } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export interface MailSettings {
  readonly dataDir: string;
  readonly smtpUrl: string | undefined;
  /** True when the database is the embedded one: mails are then always kept in the outbox too. */
  readonly embedded: boolean;
  readonly from?: string;
}

/**
 * SMTP when SMTP_URL is set, the outbox folder otherwise; in the embedded mode the outbox
 * keeps a copy even when SMTP is configured, so a developer can always read the codes.
 */
export function createMailer(settings: MailSettings, clock: { now(): number }): Mailer {
  const outbox = createOutboxMailer(settings.dataDir, clock);
  if (settings.smtpUrl === undefined) return outbox;
  const smtp = createSmtpMailer(settings.smtpUrl, settings.from);
  if (!settings.embedded) return smtp;
  return {
    async send(message: MailMessage): Promise<void> {
      await outbox.send(message);
      await smtp.send(message);
    },
  };
}
