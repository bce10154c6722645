import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthResponse, User, VerificationCodeSent } from '@astrosetu/contracts';
import { readOutbox } from '../src/shared/mail/outbox-mailer';
import { readSmsOutbox } from '../src/modules/account-verification/sms/outbox-sms-sender';
import { VerificationCodeModel } from '../src/modules/account-verification/verification-code.model';
import { errorOf, setupTestServer } from './harness';

/**
 * Issue #33, verified accounts: a code mailed at sign-up confirms the e-mail address, a code by SMS (MSG91's Flow
 * protocol; the outbox on the embedded default) confirms the mobile number, both before a first booking; codes
 * are hashed, expire and allow 5 guesses; limits per number and per address; the free first minutes go once per
 * verified number.
 */
const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-verify-mail-'));
const smsDir = mkdtempSync(join(tmpdir(), 'astrosetu-verify-sms-'));
const t = setupTestServer({
  MAIL_OUTBOX_DIR: outboxDir,
  SMS_OUTBOX_DIR: smsDir,
  DEV_OUTBOX: 'true',
  FREE_FIRST_MINUTES_OFFER: 'on',
  PHONE_CODES_PER_NUMBER_PER_DAY: '3',
});
afterAll(() => {
  rmSync(outboxDir, { recursive: true, force: true });
  rmSync(smsDir, { recursive: true, force: true });
});

let counter = 0;
/** A new customer with a number of their own (the daily limit per number is 3 in this suite). */
async function signUp(phone = `+91 97${String(Date.now()).slice(-4)}${String((counter += 1)).padStart(4, '0')}`): Promise<AuthResponse & { email: string }> {
  const email = `verify-${Date.now()}-${counter}@example.com`;
  const response = await t.current.api<AuthResponse>('POST', '/api/auth/register', { username: `Verify ${counter}`, email, password: 'secret123', phone });
  expect(response.status).toBe(201);
  return { ...response.body, email };
}

async function mailedCode(email: string): Promise<string> {
  await t.current.server.services.jobs.idle();
  const [mail] = (await readOutbox(outboxDir, { to: email })).filter((sent) => sent.tag === 'email-verification');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function smsCode(phone: string): Promise<string> {
  const [sms] = await readSmsOutbox(smsDir, { to: phone });
  const code = /^(\d{6}) is your AstroSetu verification code/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

const book = (token: string) => t.current.api('POST', '/api/consultations', { astrologerId: 1, duration: 15 }, token);

async function verifyEmail(token: string, email: string): Promise<User> {
  const confirmed = await t.current.api<User>('POST', '/api/verification/email/confirm', { code: await mailedCode(email) }, token);
  expect(confirmed.status).toBe(200);
  return confirmed.body;
}

async function verifyPhone(token: string, phone: string): Promise<User> {
  const sent = await t.current.api<VerificationCodeSent>('POST', '/api/verification/phone/send', { phone }, token);
  expect(sent.status).toBe(200);
  const normalised = `+91${phone.replace(/\D/g, '').slice(-10)}`;
  const confirmed = await t.current.api<User>('POST', '/api/verification/phone/confirm', { phone, code: await smsCode(normalised) }, token);
  expect(confirmed.status).toBe(200);
  return confirmed.body;
}

describe('verified accounts', () => {
  it('when a customer signs up, then a 6-digit code is mailed and booking waits for the e-mail, then for the phone', async () => {
    const { token, user, email } = await signUp('098450 77001');
    expect(user).toMatchObject({ emailVerified: false, phoneVerified: false });
    await t.current.topUp(user.id, 100_000);

    const first = await book(token);
    expect(first.status).toBe(403);
    expect(errorOf(first)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringMatching(/confirm your e-mail/) });
    const queue = await t.current.api('POST', '/api/waitlist', { astrologerId: 1 }, token);
    expect(errorOf(queue).code).toBe('EMAIL_NOT_VERIFIED');

    expect(await verifyEmail(token, email)).toMatchObject({ emailVerified: true, phoneVerified: false });
    const second = await book(token);
    expect(second.status).toBe(403);
    expect(errorOf(second)).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: expect.stringMatching(/verify your mobile number/) });

    const sent = await t.current.api<VerificationCodeSent>('POST', '/api/verification/phone/send', { phone: '098450 77001' }, token);
    expect(sent.status).toBe(200);
    // The answer names the number masked and never carries the code; the code is only in the SMS.
    expect(sent.body).toMatchObject({ channel: 'phone', sentTo: '+91 ••••• •7001', resendAfterSeconds: 30 });
    const code = await smsCode('+919845077001');
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const confirmed = await t.current.api<User>('POST', '/api/verification/phone/confirm', { phone: '+91-98450-77001', code }, token);
    expect(confirmed.body).toMatchObject({ phone: '+919845077001', phoneVerified: true, emailVerified: true });

    expect((await book(token)).status).toBe(201);
  });

  it('when a code is stored, then only its salted hash is kept, and it works once', async () => {
    const { token, user, email } = await signUp();
    const code = await mailedCode(email);
    const stored = await VerificationCodeModel.findById(`email:${user.id}`).lean();
    expect(stored).toMatchObject({ target: email, attempts: 0 });
    expect(JSON.stringify(stored)).not.toContain(code);
    expect((await t.current.api('POST', '/api/verification/email/confirm', { code }, token)).status).toBe(200);
    expect(await VerificationCodeModel.findById(`email:${user.id}`).lean()).toBeNull();
  });

  it('when wrong codes are typed, then each answer says how many tries are left, and after 5 the code is gone', async () => {
    const { token, email } = await signUp();
    const right = await mailedCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const lefts: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await t.current.api('POST', '/api/verification/email/confirm', { code: wrong }, token);
      expect(answer.status).toBe(400);
      lefts.push(errorOf(answer).details?.attemptsLeft);
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0]);
    const sixth = await t.current.api('POST', '/api/verification/email/confirm', { code: right }, token);
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).message).toMatch(/ask for a new code/);
    const after = await t.current.api('POST', '/api/verification/email/confirm', { code: right }, token);
    expect(errorOf(after).message).toBe('Please ask for a code first.');
  });

  it('when a code is older than 10 minutes, then it is refused as expired', async () => {
    const { token, user, email } = await signUp();
    const code = await mailedCode(email);
    await VerificationCodeModel.updateOne({ _id: `email:${user.id}` }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const answer = await t.current.api('POST', '/api/verification/email/confirm', { code }, token);
    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toBe('The code has expired. Please ask for a new one.');
  });

  it('when a second code is asked for within 30 seconds, then the answer says how long to wait', async () => {
    const { token } = await signUp();
    const again = await t.current.api('POST', '/api/verification/email/send', {}, token);
    expect(again.status).toBe(429);
    expect(errorOf(again).message).toMatch(/wait \d+ seconds/);
    expect(errorOf(again).details?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('when the number is not an Indian mobile number, then the answer says what to type and nothing is sent', async () => {
    const { token } = await signUp();
    for (const phone of ['12345', '+44 20 7946 0958', '5876543210', '98765 4321x']) {
      const answer = await t.current.api('POST', '/api/verification/phone/send', { phone }, token);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).fields?.phone).toBe('Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)');
    }
  });

  it('when the code was sent to another number, then it does not verify this one', async () => {
    const { token } = await signUp();
    await t.current.api('POST', '/api/verification/phone/send', { phone: '9845077002' }, token);
    const code = await smsCode('+919845077002');
    const answer = await t.current.api('POST', '/api/verification/phone/confirm', { phone: '9845077003', code }, token);
    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toMatch(/sent to another address or number/);
  });

  it('when one number is sent 3 codes in a day (PHONE_CODES_PER_NUMBER_PER_DAY), then a 4th is refused whichever account asks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { token } = await signUp();
      statuses.push((await t.current.api('POST', '/api/verification/phone/send', { phone: '+91 98450 77010' }, token)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('when the verified phone changes on the profile, then it must be verified again', async () => {
    const { token, email } = await signUp();
    await verifyEmail(token, email);
    expect(await verifyPhone(token, '9845077020')).toMatchObject({ phoneVerified: true });
    const changed = await t.current.api<User>('PATCH', '/api/profile', { phone: '+91 98450 77021' }, token);
    expect(changed.body).toMatchObject({ phone: '+91 98450 77021', phoneVerified: false });
    expect(errorOf(await book(token)).code).toBe('PHONE_NOT_VERIFIED');
  });

  it('when a second account verifies a number that already had the free first minutes, then it gets none', async () => {
    const first = await signUp();
    await verifyEmail(first.token, first.email);
    await verifyPhone(first.token, '9845077030');
    const offer = await t.current.api<{ eligible: boolean }>('GET', '/api/consultations/free-first-minutes', undefined, first.token);
    expect(offer.body.eligible).toBe(true);
    await t.current.topUp(first.user.id, 100_000);
    expect((await book(first.token)).status).toBe(201);

    const second = await signUp();
    const before = await t.current.api<{ eligible: boolean }>('GET', '/api/consultations/free-first-minutes', undefined, second.token);
    // An unverified number is not a person yet: no offer is shown before the number is verified.
    expect(before.body.eligible).toBe(false);
    await verifyEmail(second.token, second.email);
    await verifyPhone(second.token, '+91 98450 77030');
    const after = await t.current.api<{ eligible: boolean }>('GET', '/api/consultations/free-first-minutes', undefined, second.token);
    expect(after.body.eligible).toBe(false);
  });

  it('when the SMS sandbox is used, then its messages are readable only through the development outbox', async () => {
    const { token } = await signUp();
    await t.current.api('POST', '/api/verification/phone/send', { phone: '9845077040' }, token);
    const outbox = await t.current.api<Array<{ to: string; text: string }>>('GET', `/api/dev/sms-outbox?to=${encodeURIComponent('+919845077040')}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body[0]?.text).toMatch(/^\d{6} is your AstroSetu verification code\. It expires in 10 minutes\./);
  });
});
