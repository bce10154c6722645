import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOutbox } from '../src/shared/mail/outbox-mailer';
import { setupTestServer } from './harness';

/**
 * A process without REDIS_URL or SMTP_URL (the embedded default, every test file, `npm start`) never loads the
 * Redis clients, BullMQ or nodemailer: about 900 modules it would not run (docs/performance.md#what-an-api-process-loads).
 * Each package here throws if anything requires it while the server starts and serves.
 */
// A function declaration: jest moves the jest.mock calls above everything else in the file.
function unexpected(name: string): never {
  throw new Error(`${name} was loaded by a server without REDIS_URL or SMTP_URL`);
}
jest.mock('redis', () => unexpected('redis'));
jest.mock('ioredis', () => unexpected('ioredis'));
jest.mock('bullmq', () => unexpected('bullmq'));
jest.mock('@socket.io/redis-adapter', () => unexpected('@socket.io/redis-adapter'));
jest.mock('rate-limit-redis', () => unexpected('rate-limit-redis'));
jest.mock('nodemailer', () => unexpected('nodemailer'));

const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-clients-'));
const t = setupTestServer({ MAIL_OUTBOX_DIR: outboxDir });
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

it('starts, signs a customer up and mails the verification code (job queue, mailer) without Redis, BullMQ or nodemailer', async () => {
  const { user } = await t.current.registerUser({}, { verified: false });
  await t.current.server.services.jobs.idle();
  const mails = (await readOutbox(outboxDir, { to: user.email })).filter((sent) => sent.tag === 'email-verification');
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toMatch(/\b\d{6}\b/);
  expect((await t.current.api('GET', '/api/astrologers')).status).toBe(200);
});
