import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer.js';

/** The folder under DATA_DIR where the embedded mode drops every mail (DESIGN.md "Runtime settings"). */
export const OUTBOX_DIR_NAME = 'outbox';

/** Characters kept from an address in a file name; anything else becomes `_`. */
const UNSAFE_FILE_CHARACTERS = /[^a-z0-9@._-]/gi;
/** Digits of the millisecond timestamp, so names sort by time as plain strings. */
const TIMESTAMP_DIGITS = 13;

/** What one outbox file holds (JSON): the mail as sent, and when. */
export interface OutboxFile extends MailMessage {
  readonly sentAt: string;
}

/**
 * Writes each mail as `<DATA_DIR>/outbox/<ms>-<n>-<to>.json`, one file per mail, for the
 * embedded mode and for tests that read a verification code without a mail server.
 */
export function createOutboxMailer(dataDir: string, clock: { now(): number }): Mailer & { readonly dir: string } {
  const dir = path.join(dataDir, OUTBOX_DIR_NAME);
  let sequence = 0;
  return {
    dir,
    async send(message: MailMessage): Promise<void> {
      const now = clock.now();
      sequence += 1;
      const name = `${String(now).padStart(TIMESTAMP_DIGITS, '0')}-${sequence}-${message.to.replace(UNSAFE_FILE_CHARACTERS, '_')}.json`;
      const file: OutboxFile = { to: message.to, subject: message.subject, text: message.text, sentAt: new Date(now).toISOString() };
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), `${JSON.stringify(file, null, 2)}\n`, 'utf8');
    },
  };
}
