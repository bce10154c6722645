import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logging/logger';
import type { Mailer, MailMessage } from './mailer';
import { sentEmailRepository } from './sent-email.repository';

export interface OutgoingMail extends MailMessage {
  /**
   * Names this e-mail for good (e.g. `receipt:<txnid>`, `email-verification:<user>:<code hash>`): the queue's job
   * id, and the record that it was sent, so a retry or a second enqueue never sends it twice.
   */
  key: string;
}

/** Where use cases send mail: every e-mail goes through the job queue. */
export interface MailQueue {
  /** Queues the e-mail (resolves once it is queued, not sent); sending retries with backoff. */
  send(mail: OutgoingMail): Promise<void>;
}

/** Attempts in all, and the first backoff: 5, 10, 20 and 40 s, so a mail server back within a minute gets it. */
export const MAIL_ATTEMPTS = 5;
export const MAIL_BACKOFF_MS = 5_000;

const queues = new WeakMap<JobQueue, MailQueue>();

/**
 * The mail queue on this job queue (its `send-email` handler registered once). The handler first checks the sent
 * record, so an e-mail sent before a crash or by another instance is not sent again; the window left (sent, then
 * the process died before recording it) can repeat one e-mail, never lose one.
 */
export function mailQueueOn(queue: JobQueue, mailer: Mailer, logger: Pick<Logger, 'info'>, options: { backoffMs?: number } = {}): MailQueue {
  const existing = queues.get(queue);
  if (existing) return existing;
  queue.register<OutgoingMail>('send-email', {
    attempts: MAIL_ATTEMPTS,
    backoffMs: options.backoffMs ?? MAIL_BACKOFF_MS,
    run: async ({ key, ...message }) => {
      if (await sentEmailRepository.wasSent(key)) {
        logger.info(`E-mail ${key} was sent already: not sending it again`);
        return;
      }
      const sent = await mailer.send(message);
      await sentEmailRepository.record(key, sent.id);
    },
  });
  const mailQueue: MailQueue = {
    send: (mail) => queue.enqueue('send-email', mail, { jobId: `email:${mail.key}` }),
  };
  queues.set(queue, mailQueue);
  return mailQueue;
}
