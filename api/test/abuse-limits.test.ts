import { readOutbox } from '../src/shared/mail/outbox-mailer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorOf, setupTestServer } from './harness';

/**
 * Issue 16: password spraying is limited per address, X-Forwarded-For is not trusted by default, and
 * verification mails are limited per account and day and carry no text of the account holder's choosing.
 */
const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-outbox-'));
const t = setupTestServer({ AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '8', EMAIL_VERIFICATIONS_PER_DAY: '2', MAIL_OUTBOX_DIR: outboxDir });
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe('abuse limits', () => {
  it('one address trying one password on many accounts is stopped, even when it claims other addresses in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await t.current.raw('POST', '/api/auth/login', {
        body: JSON.stringify({ email: `spray-${i}@example.com`, password: 'password123' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('verification codes are mailed at most EMAIL_VERIFICATIONS_PER_DAY times per account, and the mail carries no username', async () => {
    const { token } = await t.current.registerUser({ username: 'Visit evil.example now' });
    const ask = (n: number) => t.current.api('POST', '/api/profile/email/verify', { newEmail: `stranger-${n}-${Date.now()}@example.com` }, token);
    expect((await ask(1)).status).toBe(200);
    expect((await ask(2)).status).toBe(200);
    const third = await ask(3);
    expect(third.status).toBe(429);
    expect(errorOf(third).message).toMatch(/try again tomorrow/);

    await t.current.server.services.jobs.idle();
    const mails = await readOutbox(outboxDir, {});
    // The sign-up's own code to the account's address, and the two e-mail-change codes the limit allowed.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your AstroSetu e-mail address',
      'Your AstroSetu verification code',
      'Your AstroSetu verification code',
    ]);
    for (const mail of mails) expect(mail.text).not.toContain('evil.example');
  });
});
