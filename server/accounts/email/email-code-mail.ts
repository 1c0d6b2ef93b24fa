import type { MailMessage } from '../../mail/mailer.js';
import type { EmailStep } from './email-code-queries.js';

const WHAT: Readonly<Record<EmailStep, string>> = {
  bind_email: 'to add this address to your Glint account',
  modify_email_old: 'to confirm that you are moving your Glint account to a new address',
  modify_email_new: 'to move your Glint account to this address',
};

/** The mail with a bind or change code; the first sentence is the reset mail's, so tools (and tests) find the code the same way. */
export function emailCodeMail(to: string, step: EmailStep, code: string): MailMessage {
  return {
    to,
    subject: 'Your Glint verification code',
    text: `Your Glint verification code is ${code}\n\nEnter it in the app ${WHAT[step]}. It works once, within 10 minutes. If you did not ask for it, ignore this mail.`,
  };
}
