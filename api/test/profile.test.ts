import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthResponse, Consultation, EmailVerifyResponse, ProfileStats, User } from '@astrosetu/contracts';
import { readOutbox } from '../src/shared/mail/outbox-mailer';
import type { SentMail } from '../src/shared/mail/mailer';
import mongoose from 'mongoose';
import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import { errorOf, setupTestServer } from './harness';

/** The session started `minutes` ago (astrologer joined, birth-details step done), so ending it now refunds nothing. */
async function ranFullTime(consultationId: number, minutes: number): Promise<void> {
  const now = new Date();
  await consultationRepository.markAstrologerJoined(consultationId, now);
  await consultationRepository.markDetailsDone(consultationId, now);
  await consultationRepository.startIfReady(consultationId, now);
  await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: { startedAt: new Date(now.getTime() - minutes * 60_000) } });
}

const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-outbox-'));
const t = setupTestServer({ MAIL_OUTBOX_DIR: outboxDir, DEV_OUTBOX: 'true' });

afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

/** Pandit Rajesh Sharma (₹35/min) and Dr. Meenakshi Iyer (₹55/min) from the demo data. */
const RAJESH = 1;
const MEENAKSHI = 2;

async function latestMailTo(email: string): Promise<SentMail> {
  // E-mails go through the job queue: wait for it to send them.
  await t.current.server.services.jobs.idle();
  const [mail] = await readOutbox(outboxDir, { to: email });
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

function codeIn(mail: SentMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error('No code in the mail');
  return match[1];
}

describe('GET /api/profile', () => {
  it('when signed in, then the own account comes back without secrets', async () => {
    const { token, user } = await t.current.loginAs('user');
    const response = await t.current.api<User>('GET', '/api/profile', undefined, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email: 'user@example.com', role: 'user', balance: expect.any(Number) });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('when no token is sent, then 401', async () => {
    expect((await t.current.api('GET', '/api/profile')).status).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('when every field is valid, then they are saved and returned, and the email stays', async () => {
    const { token, user } = await t.current.registerUser();
    const changes = {
      username: 'Asha Verma',
      phone: '+91 98200 11111',
      dateOfBirth: '1994-08-15',
      timeOfBirth: '06:30',
      placeOfBirth: 'Pune, India',
      bio: 'Curious about my chart.',
      preferredLanguages: ' Hindi, English ,, Hindi',
    };
    const response = await t.current.api<User>('PATCH', '/api/profile', changes, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...changes, preferredLanguages: ['Hindi', 'English'], email: user.email });

    const reread = await t.current.api<User>('GET', '/api/profile', undefined, token);
    expect(reread.body).toMatchObject({ username: 'Asha Verma', placeOfBirth: 'Pune, India', preferredLanguages: ['Hindi', 'English'] });
  });

  it('when the body tries to set role, balance or activation, then those are ignored', async () => {
    const { token, user } = await t.current.registerUser();
    const response = await t.current.api<User>('PATCH', '/api/profile', { bio: 'Hi', role: 'admin', balance: 9_999_999, isActive: true, astrologerId: 1 }, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role: 'user', balance: 0, bio: 'Hi' });
    expect(response.body.astrologerId).toBeUndefined();
    expect((await t.current.api('GET', '/api/admin/stats', undefined, token)).status).toBe(403);
    expect((await t.current.api<User>('GET', '/api/auth/me', undefined, token)).body).toMatchObject({ id: user.id, role: 'user', balance: 0 });
  });

  it('when the phone is sent empty, then the phone number is removed', async () => {
    const { token } = await t.current.registerUser({ phone: '+91 98765 43210' });
    const response = await t.current.api<User>('PATCH', '/api/profile', { phone: '' }, token);
    expect(response.status).toBe(200);
    expect(response.body.phone).toBeUndefined();
  });

  it.each([
    ['the username is short', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['the phone is short', { phone: '98765' }, 'phone', 'Phone number must be at least 10 digits'],
    ['the phone has letters', { phone: '98765abcde12' }, 'phone', 'Please enter a valid phone number'],
    ['the date of birth does not exist', { dateOfBirth: '1994-02-30' }, 'dateOfBirth', 'This date does not exist'],
    ['the date of birth is in the future', { dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date of birth cannot be in the future'],
    ['the time of birth is not a time', { timeOfBirth: '25:99' }, 'timeOfBirth', 'Time must look like 09:30'],
    ['the username is a number', { username: 12345 }, 'username', expect.any(String)],
    ['the email is included', { email: 'new@example.com' }, 'email', 'Email can only be changed with a verification code'],
    ['the bio is too long', { bio: 'x'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters'],
  ])('when %s, then 400 with the message and nothing changes', async (_case, body, field, message) => {
    const { token, user } = await t.current.registerUser();
    const response = await t.current.api('PATCH', '/api/profile', { bio: 'should not be saved', ...body }, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toEqual(message);
    const reread = await t.current.api<User>('GET', '/api/profile', undefined, token);
    expect(reread.body).toEqual(user);
  });

  it('when the body is not JSON, then 400 MALFORMED_JSON', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.raw('PATCH', '/api/profile', {
      body: '{"username":',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('MALFORMED_JSON');
  });
});

describe('GET /api/profile/stats', () => {
  it('when the customer has no consultations, then every figure is zero and there is no top astrologer', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api<ProfileStats>('GET', '/api/profile/stats', undefined, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalConsultations: 0, totalSpent: 0, liveSpent: 0, averageRating: 0, totalMinutes: 0, topAstrologer: null });
    expect(response.body.spentByMonth).toHaveLength(6);
    expect(response.body.spentByMonth.every((month) => month.spent === 0)).toBe(true);
  });

  it('when sessions were completed, then totals, the average rating over rated ones and the top astrologer come from them', async () => {
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 1_000_000);
    const sessions: Array<[number, number, number | undefined]> = [
      [RAJESH, 15, 5],
      [RAJESH, 10, 4],
      [MEENAKSHI, 30, undefined],
    ];
    for (const [astrologerId, duration, rating] of sessions) {
      const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration }, token);
      expect(booked.status).toBe(201);
      await ranFullTime(booked.body.id, duration);
      const ended = await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, rating ? { rating, review: 'Helpful' } : {}, token);
      expect(ended.status).toBe(200);
    }
    // A running session does not count: only completed ones do.
    const running = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: MEENAKSHI, duration: 10 }, token);
    expect(running.status).toBe(201);

    const response = await t.current.api<ProfileStats>('GET', '/api/profile/stats', undefined, token);
    expect(response.body).toMatchObject({
      totalConsultations: 3,
      // Package prices: 15 and 30 minutes cost 14 and 25 minutes' worth; the sessions ran their full time.
      totalSpent: 35 * 14 * 100 + 35 * 10 * 100 + 55 * 25 * 100,
      // The running session's price is paid but apart: its unused minutes may still come back.
      liveSpent: running.body.cost,
      averageRating: 4.5,
      totalMinutes: 55,
      topAstrologer: { id: RAJESH, name: 'Pandit Rajesh Sharma', image: '/api/avatars/1.svg', consultations: 2 },
    });
  });
});

describe('email change', () => {
  it('when a new address is verified with the mailed code, then the email changes and the old address is told', async () => {
    const { token, user } = await t.current.registerUser();
    const newEmail = `moved-${user.id}@example.com`;
    const requested = await t.current.api<EmailVerifyResponse>('POST', '/api/profile/email/verify', { newEmail: ` ${newEmail.toUpperCase()} ` }, token);
    expect(requested.status).toBe(200);
    expect(requested.body.newEmail).toBe(newEmail);
    const minutesValid = (Date.parse(requested.body.expiresAt) - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(9);
    expect(minutesValid).toBeLessThanOrEqual(10);

    const mail = await latestMailTo(newEmail);
    expect(mail).toMatchObject({ subject: 'Your AstroSetu verification code', tag: 'email-verification' });
    const code = codeIn(mail);

    const confirmed = await t.current.api<User>('POST', '/api/profile/email/confirm', { verificationCode: code }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(newEmail);
    expect((await latestMailTo(user.email)).tag).toBe('email-changed');

    const login = await t.current.api<AuthResponse>('POST', '/api/auth/login', { email: newEmail, password: 'secret123' });
    expect(login.status).toBe(200);
    expect((await t.current.api('POST', '/api/auth/login', { email: user.email, password: 'secret123' })).status).toBe(401);
  });

  it('when the code is wrong, then 400 Invalid verification code and the email stays', async () => {
    const { token, user } = await t.current.registerUser();
    await t.current.api('POST', '/api/profile/email/verify', { newEmail: `wrong-code-${user.id}@example.com` }, token);
    const code = codeIn(await latestMailTo(`wrong-code-${user.id}@example.com`));
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await t.current.api('POST', '/api/profile/email/confirm', { verificationCode: wrong }, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('Invalid verification code');
    expect((await t.current.api<User>('GET', '/api/profile', undefined, token)).body.email).toBe(user.email);
  });

  it('when five wrong codes were tried, then even the right code is refused and a new one must be requested', async () => {
    const { token, user } = await t.current.registerUser();
    const newEmail = `attempts-${user.id}@example.com`;
    await t.current.api('POST', '/api/profile/email/verify', { newEmail }, token);
    const code = codeIn(await latestMailTo(newEmail));
    const wrong = code === '000000' ? '111111' : '000000';
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => t.current.api('POST', '/api/profile/email/confirm', { verificationCode: wrong }, token)),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual([400, 400, 400, 400, 400]);
    const right = await t.current.api('POST', '/api/profile/email/confirm', { verificationCode: code }, token);
    expect(right.status).toBe(429);
    expect(errorOf(right).message).toBe('Too many wrong codes. Please request a new code.');
    expect((await t.current.api<User>('GET', '/api/profile', undefined, token)).body.email).toBe(user.email);

    // A fresh code works again.
    await t.current.api('POST', '/api/profile/email/verify', { newEmail }, token);
    const fresh = codeIn(await latestMailTo(newEmail));
    expect((await t.current.api('POST', '/api/profile/email/confirm', { verificationCode: fresh }, token)).status).toBe(200);
  });

  it('when a second code is requested, then the first one no longer works', async () => {
    const { token, user } = await t.current.registerUser();
    const newEmail = `resend-${user.id}@example.com`;
    await t.current.api('POST', '/api/profile/email/verify', { newEmail }, token);
    const first = codeIn(await latestMailTo(newEmail));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.current.api('POST', '/api/profile/email/verify', { newEmail }, token);
    const second = codeIn(await latestMailTo(newEmail));
    if (first !== second) {
      expect((await t.current.api('POST', '/api/profile/email/confirm', { verificationCode: first }, token)).status).toBe(400);
    }
    expect((await t.current.api('POST', '/api/profile/email/confirm', { verificationCode: second }, token)).status).toBe(200);
  });

  it('when the code has expired, then 400 and the change is dropped', async () => {
    const { token, user } = await t.current.registerUser();
    const newEmail = `expired-${user.id}@example.com`;
    await t.current.api('POST', '/api/profile/email/verify', { newEmail }, token);
    const code = codeIn(await latestMailTo(newEmail));
    const realNow = Date.now;
    Date.now = () => realNow() + 11 * 60_000;
    try {
      const response = await t.current.api('POST', '/api/profile/email/confirm', { verificationCode: code }, token);
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe('The verification code has expired. Please request a new code.');
    } finally {
      Date.now = realNow;
    }
    expect((await t.current.api('POST', '/api/profile/email/confirm', { verificationCode: code }, token)).status).toBe(400);
  });

  it('when the new address belongs to another account, then 409 and no mail is sent', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api('POST', '/api/profile/email/verify', { newEmail: 'Admin@Example.com' }, token);
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe('An account with this email already exists');
    await t.current.server.services.jobs.idle();
    expect(await readOutbox(outboxDir, { to: 'admin@example.com' })).toEqual([]);
  });

  it('when the new address is taken between the code and the confirmation, then 409 and the email stays', async () => {
    const { token, user } = await t.current.registerUser();
    const newEmail = `contested-${user.id}@example.com`;
    await t.current.api('POST', '/api/profile/email/verify', { newEmail }, token);
    const code = codeIn(await latestMailTo(newEmail));
    await t.current.registerUser({ email: newEmail });
    const response = await t.current.api('POST', '/api/profile/email/confirm', { verificationCode: code }, token);
    expect(response.status).toBe(409);
    expect((await t.current.api<User>('GET', '/api/profile', undefined, token)).body.email).toBe(user.email);
  });

  it.each([
    ['verify with an invalid address', '/api/profile/email/verify', { newEmail: 'not-an-email' }, 'Invalid email address'],
    ['verify with the current address', '/api/profile/email/verify', { newEmail: '__own__' }, 'This is already your email address'],
    ['confirm with 5 digits', '/api/profile/email/confirm', { verificationCode: '12345' }, 'Verification code must be 6 digits'],
    ['confirm with letters', '/api/profile/email/confirm', { verificationCode: 'abcdef' }, 'Verification code must be 6 digits'],
    ['confirm without anything pending', '/api/profile/email/confirm', { verificationCode: '123456' }, 'No email change is waiting. Please request a new code.'],
  ])('when %s, then 400 with a clear message', async (_case, path, body, message) => {
    const { token, user } = await t.current.registerUser();
    const sent = 'newEmail' in body && body.newEmail === '__own__' ? { newEmail: user.email } : body;
    const response = await t.current.api('POST', path, sent, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });
});

describe('PATCH /api/profile/password', () => {
  it('when the current password is right, then the new one works and the old one no longer does', async () => {
    const { token, user } = await t.current.registerUser();
    const response = await t.current.api('PATCH', '/api/profile/password', { currentPassword: 'secret123', newPassword: 'better-secret', confirmPassword: 'better-secret' }, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your password has been changed' });
    expect((await t.current.api('POST', '/api/auth/login', { email: user.email, password: 'better-secret' })).status).toBe(200);
    expect((await t.current.api('POST', '/api/auth/login', { email: user.email, password: 'secret123' })).status).toBe(401);
  });

  it.each([
    ['the current password is wrong', { currentPassword: 'wrong-one', newPassword: 'better-secret' }, 'currentPassword', 'Current password is incorrect'],
    ['the current password is missing', { newPassword: 'better-secret' }, 'currentPassword', 'Current password is required'],
    ['the new password is short', { currentPassword: 'secret123', newPassword: '12345' }, 'newPassword', 'Password must be at least 6 characters'],
    ['the confirmation differs', { currentPassword: 'secret123', newPassword: 'better-secret', confirmPassword: 'other-secret' }, 'confirmPassword', "Passwords don't match"],
    ['the new password equals the current one', { currentPassword: 'secret123', newPassword: 'secret123' }, 'newPassword', 'The new password must be different from the current one'],
  ])('when %s, then 400 with the message and the password is unchanged', async (_case, body, field, message) => {
    const { token, user } = await t.current.registerUser();
    const response = await t.current.api('PATCH', '/api/profile/password', body, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
    expect((await t.current.api('POST', '/api/auth/login', { email: user.email, password: 'secret123' })).status).toBe(200);
  });
});

describe('GET /api/dev/outbox', () => {
  it('when not in production, then the mails sent to an address can be read (for e2e and developers)', async () => {
    const { token, user } = await t.current.registerUser();
    const newEmail = `outbox-${user.id}@example.com`;
    await t.current.api('POST', '/api/profile/email/verify', { newEmail }, token);
    await t.current.server.services.jobs.idle();
    const response = await t.current.api<SentMail[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(newEmail)}`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({ to: newEmail, tag: 'email-verification', from: expect.stringContaining('AstroSetu') });
  });
});
