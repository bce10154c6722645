import { readOutboxMessages, writeOutboxMessage } from '../outbox/json-outbox';
import type { Mailer, MailMessage, SentMail } from './mailer';

/**
 * The embedded mailer: each message becomes one JSON file in `outboxDir` (shared/outbox/json-outbox.ts).
 * Developers read the files (or GET /api/dev/outbox); tests assert on them.
 */
export function createOutboxMailer(options: { outboxDir: string; from: string }): Mailer {
  const { outboxDir, from } = options;
  return {
    send: (message: MailMessage): Promise<SentMail> =>
      writeOutboxMessage<SentMail>(outboxDir, (id, sentAt) => ({ id, from, sentAt: sentAt.toISOString(), ...message })),
  };
}

/** Messages in the outbox, newest first, optionally only those sent to `to` (case-insensitive). */
export async function readOutbox(outboxDir: string, filter: { to?: string; limit?: number } = {}): Promise<SentMail[]> {
  const wanted = filter.to?.trim().toLowerCase();
  return readOutboxMessages<SentMail>(outboxDir, (message) => !wanted || message.to.toLowerCase() === wanted, filter.limit ?? 50);
}
