import { expect, type APIRequestContext } from '@playwright/test';
import { apiPort } from '../../tools/web-apps';

/**
 * Verified accounts (docs/trust.md#verified-accounts): a customer signed up by a journey confirms the e-mail code
 * mailed at sign-up and a code sent by SMS, as the dialog does, reading both from the development outboxes
 * (/api/dev/outbox, /api/dev/sms-outbox; DEV_OUTBOX=true in global-setup). Journeys about something else call this
 * right after registering; verify-account.spec.ts drives the dialog itself.
 */

/** A mobile number no other journey uses: the free first minutes go once per verified number. */
export function uniqueMobileNumber(): string {
  return `+919${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/**
 * A development outbox's JSON list (DEV_OUTBOX=true), asked of the API itself: it answers only requests made
 * straight from this machine, never through the site's proxy (which adds X-Forwarded-For).
 */
async function outbox<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`http://127.0.0.1:${apiPort}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T[];
}

async function poll<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not arrive within 10 s`);
}

/** The newest 6-digit code mailed to `email` for verifying the account. */
export async function mailedVerificationCode(request: APIRequestContext, email: string): Promise<string> {
  return poll(async () => {
    const mails = await outbox<{ tag?: string; text: string }>(request, `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const mail = mails.find((sent) => sent.tag === 'email-verification');
    return mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  }, `the verification e-mail to ${email}`);
}

/** The newest code sent by SMS to `phone` (+91 and 10 digits). */
export async function smsVerificationCode(request: APIRequestContext, phone: string): Promise<string> {
  return poll(async () => {
    const sms = await outbox<{ text: string }>(request, `/api/dev/sms-outbox?to=${encodeURIComponent(phone)}`);
    return sms[0] ? /^(\d{6})/.exec(sms[0].text)?.[1] : undefined;
  }, `the SMS to ${phone}`);
}

/** Verifies a new customer's e-mail and a fresh mobile number through the API; returns the number. */
export async function verifyNewCustomer(request: APIRequestContext, token: string, email: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const emailConfirmed = await request.post('/api/verification/email/confirm', { headers, data: { code: await mailedVerificationCode(request, email) } });
  expect(emailConfirmed.status(), await emailConfirmed.text()).toBe(200);
  const phone = uniqueMobileNumber();
  const sent = await request.post('/api/verification/phone/send', { headers, data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const phoneConfirmed = await request.post('/api/verification/phone/confirm', { headers, data: { phone, code: await smsVerificationCode(request, phone) } });
  expect(phoneConfirmed.status(), await phoneConfirmed.text()).toBe(200);
  return phone;
}
