/** An e-mail as the API composes it. `text` is always set; `html` is optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A short machine-readable label (e.g. 'email-verification') so tools can find a message. */
  tag?: string;
  /** Files sent with the message, by path on this machine (the outbox records the path, not the bytes). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  path: string;
}

/** A message after it was handed over, as the outbox shows it. */
export interface SentMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * Where use cases send mail. The built-in implementation writes to a local outbox directory; a real
 * provider (SMTP, an API) implements the same interface.
 */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}
