import { readOutboxMessages, writeOutboxMessage } from '../../../shared/outbox/json-outbox';
import { verificationSmsText, type SentSms, type SmsSender, type VerificationSms } from './sms-sender';

/** An SMS as the sandbox kept it. */
export interface OutboxSms {
  id: string;
  to: string;
  text: string;
  sentAt: string;
}

/**
 * The embedded default's SMS provider: each message becomes a JSON file in `outboxDir` (like the mail outbox),
 * readable only by developers and the e2e journeys (GET /api/dev/sms-outbox, loopback and development only).
 */
export function createOutboxSmsSender(outboxDir: string): SmsSender {
  return {
    async sendVerificationCode(sms: VerificationSms): Promise<SentSms> {
      const kept = await writeOutboxMessage<OutboxSms>(outboxDir, (id, sentAt) => ({ id, to: sms.to, text: verificationSmsText(sms), sentAt: sentAt.toISOString() }));
      return { id: kept.id };
    },
  };
}

/** The sandbox's messages, newest first, optionally only those to `to` (+91 and 10 digits). */
export function readSmsOutbox(outboxDir: string, filter: { to?: string; limit?: number } = {}): Promise<OutboxSms[]> {
  return readOutboxMessages<OutboxSms>(outboxDir, (message) => !filter.to || message.to === filter.to, filter.limit ?? 20);
}
