import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uiLanguages, type CreatePaymentResponse, type Notification, type OrderDetail, type UiLanguage } from '@astrosetu/contracts';
import { PaymentOrderModel } from '../src/modules/payment-orders/payment-order.model';
import { buildReceiptPdf } from '../src/modules/receipts/build-receipt-pdf';
import { missingGlyphs } from '../src/modules/reports/report-fonts';
import { say } from '../src/shared/i18n/api-text';
import { readOutbox } from '../src/shared/mail/outbox-mailer';
import { setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';

/** What is written later for a person (issue 18): e-mails, the receipt PDF, notifications follow the order's or the account's language. */
const reportsDir = mkdtempSync(join(tmpdir(), 'astrosetu-i18n-reports-'));
const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-i18n-outbox-'));
const t = setupTestServer({ PUBLIC_SITE_URL: 'https://astrosetu.test', REPORTS_DIR: reportsDir, MAIL_OUTBOX_DIR: outboxDir, DEV_OUTBOX: 'true' });

const runtime = () => t.current.server.services.fulfilment;
const builtIn: Array<UiLanguage | undefined> = [];

beforeEach(() => {
  builtIn.length = 0;
  Object.assign(runtime().builders, {
    buildItem: async (itemKey: string, _input: unknown, context: { language?: UiLanguage }) => {
      builtIn.push(context.language);
      return { title: `Built ${itemKey}`, pdf: Buffer.from(`%PDF-1.4\n% ${itemKey}\n%%EOF\n`), view: { title: itemKey, sections: [] } };
    },
    buildReceipt: runtime().workerBuilders.buildReceipt,
  });
});

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'astrosetu-i18n-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const person = { name: 'प्रिया शर्मा', gender: 'female', birthDate: '1992-03-14', birthTime: '06:45', birthPlace: 'Jaipur, Rajasthan', latitude: 26.9124, longitude: 75.7873, timezone: 'Asia/Kolkata' };

describe('an order bought in Hindi', () => {
  it('when a customer buys with the site in Hindi, then the order keeps Hindi: builders, e-mails, receipt PDF and notifications are in Hindi', async () => {
    const customer = await t.current.registerUser();
    const created = await t.current.raw<CreatePaymentResponse>('POST', '/api/payment/service/create', {
      body: JSON.stringify({ service: 'birth-chart', packageName: 'Birth Chart Analysis', inputs: { person } }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(created.status).toBe(201);
    expect((await PaymentOrderModel.findOne({ txnid: created.body.txnid }).lean())?.language).toBe('hi');
    // Notifications follow the account's language, which the site saves when the customer chooses one.
    await t.current.api('PUT', '/api/profile/language', { language: 'hi' }, customer.token);
    await postCallback(t.current, gatewayAnswer(t.current, created.body));
    await runtime().queue.idle();
    await t.current.server.services.jobs.idle();

    expect(builtIn).toEqual(['hi']);
    const mails = await readOutbox(outboxDir, { to: customer.user.email });
    const receiptMail = mails.find((mail) => mail.tag === 'payment-receipt');
    // The product is named in Hindi (the catalogue of product names), not with the gateway's English text.
    expect(receiptMail?.subject).toMatch(/^भुगतान मिल गया: कुंडली विश्लेषण \(रसीद AS\d{4}\/\d{6}\)$/);
    expect(receiptMail?.text).toContain('धन्यवाद: हमें कुंडली विश्लेषण के लिए आपका भुगतान मिल गया।');
    expect(receiptMail?.text).toContain('टीम AstroSetu');
    const delivered = mails.find((mail) => mail.tag === 'order-delivered');
    expect(delivered?.subject).toBe('कुंडली विश्लेषण: आपका ऑर्डर तैयार है');
    expect(delivered?.text).toContain('आपका ऑर्डर (कुंडली विश्लेषण) इस ईमेल के साथ PDF के रूप में जुड़ा है।');
    expect(delivered?.text).toMatch(/^नमस्ते /);

    const order = (await t.current.api<OrderDetail>('GET', `/api/payment/orders/${created.body.txnid}`, undefined, customer.token)).body;
    const receipt = await fetch(`${t.current.url}${order.receipt?.downloadUrl ?? ''}`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(receipt.status).toBe(200);
    const text = pdfText(Buffer.from(await receipt.arrayBuffer()));
    for (const label of ['कर बीजक', 'बीजक संख्या', 'बिल प्राप्तकर्ता', 'कर योग्य मूल्य', 'भुगतान की गई राशि (GST सहित)', 'भुगतान का तरीका']) expect(text).toContain(label);
    expect(text).toContain('कुंडली विश्लेषण');
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('Birth Chart Analysis');

    const notifications = await t.current.api<{ notifications: Notification[] } | Notification[]>('GET', '/api/notifications', undefined, customer.token);
    expect(JSON.stringify(notifications.body)).toContain('भुगतान सफल रहा');
    expect(JSON.stringify(notifications.body)).toContain('हमें कुंडली विश्लेषण के लिए');
  }, 120_000);
});

describe('the receipt PDF', () => {
  it('when the buyer reads Tamil, then every label of a wallet payment receipt is in Tamil, without GST, and the figures stay in Latin digits', async () => {
    const pdf = await buildReceiptPdf({
      kind: 'payment-receipt',
      invoiceNumber: 'PR2627/000042',
      paidAt: new Date('2026-11-20T10:00:00Z'),
      txnid: 'ASX1',
      buyerName: 'மீனாட்சி',
      buyerEmail: 'meena@example.com',
      item: 'Wallet recharge',
      amount: 50_000,
      paymentMethod: 'UPI',
      seller: { legalName: 'AstroSetu Pvt Ltd', address: 'Bengaluru', gstin: '29ABCDE1234F1Z5' },
      language: 'ta',
    });
    const text = pdfText(pdf);
    for (const label of ['பணம் பெற்ற ரசீது', 'ரசீது எண்', 'செலுத்திய முறை', '₹500.00', 'மீனாட்சி', '243/37/2024-GST']) expect(text).toContain(label);
    // Wallet credit is not a supply: no taxable value, no CGST/SGST (₹423.73 would be 500/1.18).
    for (const absent of ['₹423.73', 'CGST', 'SGST', 'வரி விலைப்பட்டியல் எண்']) expect(text).not.toContain(absent);
    expect(text).toContain('20 நவம்பர், 2026');
  });
});

describe('e-mails of an account', () => {
  it('when a Hindi-speaking customer changes their e-mail address, then the code arrives in Hindi', async () => {
    const customer = await t.current.registerUser();
    await t.current.api('PUT', '/api/profile/language', { language: 'hi' }, customer.token);
    const asked = await t.current.api<{ message: string }>('POST', '/api/profile/email/verify', { newEmail: `new-${customer.user.email}` }, customer.token);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(/^हम new-.* पर 6 अंकों का कोड भेज रहे हैं/);
    await t.current.server.services.jobs.idle();
    const [mail] = await readOutbox(outboxDir, { to: `new-${customer.user.email}` });
    expect(mail.subject).toBe('आपका AstroSetu सत्यापन कोड');
    expect(mail.text).toMatch(/आपका सत्यापन कोड \d{6} है। यह 10 मिनट में समाप्त हो जाएगा।/);
  });
});

/** Every offered language but English (issue 38: the receipts and e-mails of the languages added later too). */
const otherLanguages = uiLanguages.map((language) => language.code).filter((code) => code !== 'en');

describe('receipts and e-mails in every offered language', () => {
  it.each(otherLanguages)('a wallet payment receipt in %s: its labels in the language, every glyph in the fonts, the figures in Latin digits', async (language) => {
    const pdf = await buildReceiptPdf({
      kind: 'payment-receipt',
      invoiceNumber: 'PR2627/000043',
      paidAt: new Date('2026-11-20T10:00:00Z'),
      txnid: 'ASX2',
      buyerName: 'Demo Buyer',
      buyerEmail: 'buyer@example.com',
      item: 'Wallet recharge',
      amount: 50_000,
      paymentMethod: 'UPI',
      seller: { legalName: 'AstroSetu Pvt Ltd', address: 'Bengaluru', gstin: '29ABCDE1234F1Z5' },
      language,
    });
    const text = pdfText(pdf);
    // pdftotext -layout may break a label's words apart by columns: compare without spaces.
    const packed = text.replace(/\s+/g, '');
    for (const key of ['receipt.paymentReceiptTitle', 'receipt.receiptNumber', 'receipt.paidBy'] as const) expect(packed).toContain(say(language, key).replace(/\s+/g, ''));
    expect(text).toContain('₹500.00');
    expect(missingGlyphs(text.replace(/\s+/g, ' '))).toEqual([]);
  });

  it.each(otherLanguages)('a verification code e-mail in %s: subject and code sentence in the language', async (language) => {
    const customer = await t.current.registerUser();
    await t.current.api('PUT', '/api/profile/language', { language }, customer.token);
    const newEmail = `${language}-${customer.user.email}`;
    expect((await t.current.api('POST', '/api/profile/email/verify', { newEmail }, customer.token)).status).toBe(200);
    await t.current.server.services.jobs.idle();
    const [mail] = await readOutbox(outboxDir, { to: newEmail });
    expect(mail.subject).toBe(say(language, 'mail.verification.subject'));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.text).toContain(say(language, 'mail.verification.code', { code: code!, minutes: 10 }));
  });
});
