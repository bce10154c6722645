import nodemailer from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from './mailer';

export interface SmtpMailer extends Mailer {
  /** Resolves when the server accepts a connection (and the credentials). */
  verify(): Promise<void>;
  close(): void;
}

/**
 * Mail through an SMTP server (nodemailer). Attachments are read from their path when the message is
 * sent; the tag travels as an X-AstroSetu-Tag header so a mailbox rule (or a test) can find a message.
 */
export function createSmtpMailer(options: { url: string; from: string }): SmtpMailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const sentAt = new Date();
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.tag ? { headers: { 'X-AstroSetu-Tag': message.tag } } : {}),
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          path: attachment.path,
        })),
      });
      return { id: String(info.messageId), from: options.from, sentAt: sentAt.toISOString(), ...message };
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}
