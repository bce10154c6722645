import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { EmailVerifyResponse } from '@astrosetu/contracts';
import { ConfigError, loadConfig, mailProblems } from '../src/config/config';
import { startServer } from '../src/server';
import { createMailer } from '../src/shared/mail/create-mailer';
import { createSmtpMailer } from '../src/shared/mail/smtp-mailer';
import { startTestServer, type TestServer } from './harness';

/** Issue 21: with SMTP_URL the API sends through a real SMTP server (nodemailer); production refuses to start without one. */
const received: ParsedMail[] = [];
const logins: Array<{ username?: string | null; password?: string | null }> = [];
let smtp: SMTPServer;
let port = 0;

function pdfBytes(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Receipt 42: Rs 499.00');
    doc.end();
  });
}

async function nextMail(count: number): Promise<ParsedMail> {
  for (let i = 0; i < 100 && received.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  const mail = received[count - 1];
  if (!mail) throw new Error('no mail arrived');
  return mail;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('SMTP mail', () => {
  it('delivers a message with its PDF attachment, from MAIL_FROM, after signing in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'smtp-test-'));
    const pdf = await pdfBytes();
    writeFileSync(join(dir, 'receipt.pdf'), pdf);
    const mailer = createMailer(
      loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, MAIL_FROM: 'AstroSetu <receipts@astrosetu.test>' }),
    );
    const before = received.length;
    const sent = await mailer.send({
      to: 'asha@example.com',
      subject: 'Your receipt',
      text: 'Namaste, your receipt is attached.',
      tag: 'receipt',
      attachments: [{ filename: 'AstroSetu-receipt-42.pdf', contentType: 'application/pdf', path: join(dir, 'receipt.pdf') }],
    });
    const mail = await nextMail(before + 1);
    expect(sent.id).toBe(mail.messageId);
    expect(logins.at(-1)).toEqual({ username: 'mailer', password: 's3cret' });
    expect(mail.from?.value).toEqual([{ name: 'AstroSetu', address: 'receipts@astrosetu.test' }]);
    expect(mail.subject).toBe('Your receipt');
    expect(mail.text?.trim()).toBe('Namaste, your receipt is attached.');
    expect(mail.headers.get('x-astrosetu-tag')).toBe('receipt');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'AstroSetu-receipt-42.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0].content.equals(pdf)).toBe(true);
  });

  it('rejects when the server refuses the credentials (the caller decides what the user is told)', async () => {
    const mailer = createSmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${port}`, from: 'a@astrosetu.test' });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow(/Invalid username or password/);
  });

  describe('through the API', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, MAIL_FROM: 'AstroSetu <no-reply@astrosetu.test>' });
    });
    afterAll(() => t.close());

    it('mails the e-mail verification code to the new address over SMTP', async () => {
      const atSignUp = received.length;
      const { token } = await t.registerUser();
      // Sign-up mails its own code (the account's verification) first.
      await nextMail(atSignUp + 1);
      const before = received.length;
      const response = await t.api<EmailVerifyResponse>('POST', '/api/profile/email/verify', { newEmail: 'new.address@example.com' }, token);
      expect(response.status).toBe(200);
      const mail = await nextMail(before + 1);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('new.address@example.com');
      expect(mail.text).toMatch(/Your verification code is \d{6}\./);
      expect(mail.headers.get('x-astrosetu-tag')).toBe('email-verification');
    });
  });
});

describe('mail configuration', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_SANDBOX: 'true', SMS_SANDBOX: 'true' };
  it('refuses to start in production without SMTP_URL', async () => {
    expect(mailProblems(loadConfig(production))).toEqual([expect.stringMatching(/^SMTP_URL: must be set in production/)]);
    expect(mailProblems(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'AstroSetu <no-reply@astrosetu.in>' }))).toEqual([]);
    expect(mailProblems(loadConfig({}))).toEqual([]);
    await expect(startServer({ config: loadConfig({ ...production, PORT: '0' }) })).rejects.toThrow(/SMTP_URL: must be set in production/);
  });
  it('asks for a sender with SMTP_URL, and for an SMTP URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/MAIL_FROM: must be set with SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
  });
});
