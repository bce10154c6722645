import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthResponse } from '@astrosetu/contracts';
import { userRepository } from '../src/modules/users/user.repository';
import { hashPassword } from '../src/shared/security/password-hasher';
import { errorOf, setupTestServer } from './harness';

const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-outbox-'));
const t = setupTestServer({ AUTH_RATE_LIMIT_MAX: '3', MAIL_OUTBOX_DIR: outboxDir });

afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

let accounts = 0;

/** Registration itself is rate limited per address here, so accounts are made directly. */
async function newAccount(): Promise<{ token: string }> {
  accounts += 1;
  const email = `limited-${accounts}-${Date.now()}@example.com`;
  await userRepository.create({ username: `Limited ${accounts}`, email, passwordHash: await hashPassword('secret123'), role: 'user' });
  const login = await t.current.api<AuthResponse>('POST', '/api/auth/login', { email, password: 'secret123' });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return login.body;
}

describe('rate limits on account security actions', () => {
  it.each([
    ['POST', '/api/profile/email/confirm', { verificationCode: '123456' }],
    ['PATCH', '/api/profile/password', { currentPassword: 'wrong-one', newPassword: 'better-secret' }],
    ['POST', '/api/profile/email/verify', { newEmail: 'not-an-email' }],
  ] as const)('when an account keeps calling %s %s, then the 4th call in the window gets 429', async (method, path, body) => {
    const { token } = await newAccount();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await t.current.api(method, path, body, token)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await t.current.api(method, path, body, token);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
  });

  it('when one account is limited, then another account can still act', async () => {
    const first = await newAccount();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await t.current.api('PATCH', '/api/profile/password', { currentPassword: 'wrong-one', newPassword: 'better-secret' }, first.token);
    }
    const second = await newAccount();
    const response = await t.current.api('PATCH', '/api/profile/password', { currentPassword: 'secret123', newPassword: 'better-secret' }, second.token);
    expect(response.status).toBe(200);
  });
});
