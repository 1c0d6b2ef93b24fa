/** One plain-text mail (verification codes are all the server sends today). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * The mail port. Sending may fail (SMTP down); the caller decides whether that matters,
 * so `send` rejects with the transport's error rather than swallowing it.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
