import { createInProcessJobQueue } from '../src/shared/jobs/job-queue';
import { MAIL_ATTEMPTS, mailQueueOn } from '../src/shared/mail/mail-queue';
import type { Mailer, MailMessage, SentMail } from '../src/shared/mail/mailer';
import { setupTestServer } from './harness';

/** Issue 21: every e-mail goes through the job queue, is retried with backoff, and is sent once per key. */
const t = setupTestServer();
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A mailer that refuses the first `failures` attempts (a mail server that is down), then accepts. */
function flakyMailer(failures: number): Mailer & { accepted: MailMessage[]; attempts: number[] } {
  const accepted: MailMessage[] = [];
  const attempts: number[] = [];
  return {
    accepted,
    attempts,
    async send(message): Promise<SentMail> {
      attempts.push(Date.now());
      if (attempts.length <= failures) throw new Error('421 Service not available, closing transmission channel');
      accepted.push(message);
      return { ...message, id: `mail-${accepted.length}`, from: 'AstroSetu <no-reply@astrosetu.test>', sentAt: new Date().toISOString() };
    },
  };
}

const receipt = (key: string) => ({ key, to: 'asha@example.com', subject: 'Payment received', text: 'Thank you.', tag: 'payment-receipt' });

describe('the mail queue', () => {
  it('retries a refused e-mail with growing waits and sends it once; the same key queued again is not sent again', async () => {
    expect(t.current).toBeDefined();
    const queue = createInProcessJobQueue({ logger: quiet });
    const mailer = flakyMailer(2);
    const mail = mailQueueOn(queue, mailer, quiet, { backoffMs: 30 });
    await mail.send(receipt('order:T100:receipt'));
    await queue.idle();
    expect(mailer.attempts).toHaveLength(3);
    expect(mailer.attempts[2]! - mailer.attempts[1]!).toBeGreaterThanOrEqual(55);
    expect(mailer.accepted).toEqual([expect.objectContaining({ to: 'asha@example.com', subject: 'Payment received' })]);
    expect(mailer.accepted[0]).not.toHaveProperty('key');

    // A sweeper (or another instance) queues the same e-mail after it went out: it is not sent twice.
    await mail.send(receipt('order:T100:receipt'));
    await queue.idle();
    expect(mailer.accepted).toHaveLength(1);
    expect(await queue.failures()).toEqual([]);
    await queue.close();
  });

  it('an e-mail refused every attempt is a failed job for admins, and their retry sends it once the server is back', async () => {
    const queue = createInProcessJobQueue({ logger: quiet });
    const mailer = flakyMailer(MAIL_ATTEMPTS);
    const mail = mailQueueOn(queue, mailer, quiet, { backoffMs: 5 });
    await mail.send(receipt('order:T101:receipt'));
    await queue.idle();
    expect(mailer.accepted).toEqual([]);
    expect(await queue.failures()).toEqual([
      expect.objectContaining({ name: 'send-email', jobId: 'email:order:T101:receipt', attempts: MAIL_ATTEMPTS, error: expect.stringContaining('421') }),
    ]);
    expect(await queue.retry('email:order:T101:receipt')).toBe(true);
    await queue.idle();
    expect(mailer.accepted).toHaveLength(1);
    await queue.close();
  });
});
