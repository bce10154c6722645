import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  reportCatalogue,
  serviceCatalogue,
  unknownServiceMessage,
  type CreatePaymentResponse,
  type Kundli,
  type OrderDetail,
  type PaymentOrder,
  type User,
} from '@astrosetu/contracts';
import { readOutbox } from '../src/shared/mail/outbox-mailer';
import { errorOf, setupTestServer } from './harness';
import { gatewayAnswer, orderCount, postCallback } from './payments-gateway-simulator';

const SITE = 'https://astrosetu.test';
const reportsDir = mkdtempSync(join(tmpdir(), 'astrosetu-reports-'));
const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-outbox-'));
const t = setupTestServer({ PUBLIC_SITE_URL: SITE, REPORTS_DIR: reportsDir, MAIL_OUTBOX_DIR: outboxDir });

const waitForJobs = () => t.current.server.services.fulfilment.queue.idle();

async function balanceOf(token: string): Promise<number> {
  return (await t.current.api<User>('GET', '/api/auth/user', undefined, token)).body.balance;
}

function buyService(token: string, body: Record<string, unknown>) {
  return t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', body, token);
}

describe('POST /api/payment/service/create', () => {
  it.each(serviceCatalogue.map((item) => [item.service, item.packageName, item.price] as const))(
    'when %s / %s is bought for ₹1, then the catalogue price ₹%i is charged',
    async (service, packageName, price) => {
      const { token } = await t.current.registerUser();
      const response = await buyService(token, { service, packageName, amount: 1, description: 'Tampered price' });
      expect(response.status).toBe(201);
      expect(response.body.amount).toBe(price * 100);
      expect(response.body.paymentData.amount).toBe(`${price}.00`);
      expect(response.body.paymentData.productinfo).toBe(packageName);
    },
  );

  it('when the client sends a huge amount, then the catalogue price is still what is charged', async () => {
    const { token } = await t.current.registerUser();
    const response = await buyService(token, { service: 'weekly-horoscope', packageName: 'Weekly Premium', amount: 999_999 });
    expect(response.body.amount).toBe(49_900);
  });

  it('when match-making sends its package by id or by name, then the package is found either way', async () => {
    const { token } = await t.current.registerUser();
    const byId = await buyService(token, { service: 'match-making', packageName: 'detailed' });
    const byName = await buyService(token, { service: 'match-making', packageName: 'premium match making' });
    expect(byId.body.amount).toBe(59_900);
    expect(byName.body.amount).toBe(99_900);
  });

  it.each([
    ['an unknown service', { service: 'black-magic', packageName: 'Daily Horoscope' }],
    ['a package of another service', { service: 'tarot', packageName: 'Weekly Premium' }],
    ['no package', { service: 'tarot' }],
    ['no service', { packageName: 'Tarot Reading' }],
  ])('when %s is asked for, then 400 and no order', async (_case, body) => {
    const { token, user } = await t.current.registerUser();
    const response = await buyService(token, { amount: 100, ...body });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(unknownServiceMessage);
    expect(await orderCount(user.id)).toBe(0);
  });

  it('when a service payment succeeds, then the order is paid, no wallet changes and the home page gets payment=success&type=service', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await buyService(token, { service: 'tarot', packageName: 'Tarot Reading' })).body;
    const landing = await postCallback(t.current, gatewayAnswer(t.current, payment));
    expect(landing.location).toBe(`${SITE}/?payment=success&type=service&txnid=${payment.txnid}`);
    expect(await balanceOf(token)).toBe(0);
    const order = await t.current.api<PaymentOrder>('GET', `/api/payment/orders/${payment.txnid}`, undefined, token);
    expect(order.body).toMatchObject({ kind: 'service', status: 'paid', service: 'tarot', packageName: 'Tarot Reading', amount: 34_900 });
  });

  it('when a match-making payment succeeds, then the home page is told to go on to marriage astrologers', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await buyService(token, { service: 'match-making', packageName: 'basic' })).body;
    const landing = await postCallback(t.current, gatewayAnswer(t.current, payment));
    expect(landing.location).toBe(`${SITE}/?payment=success&type=service&txnid=${payment.txnid}&redirect=astrologers&category=marriage&service=match-making`);
  });

  it('when a service payment fails or is tampered with, then the home page gets payment=failed or payment=error', async () => {
    const { token } = await t.current.registerUser();
    const failed = (await buyService(token, { service: 'vastu', packageName: 'Vastu' })).body;
    expect((await postCallback(t.current, gatewayAnswer(t.current, failed, 'failure'))).location).toBe(`${SITE}/?payment=failed&type=service&txnid=${failed.txnid}`);

    const tampered = (await buyService(token, { service: 'vastu', packageName: 'Vastu' })).body;
    const answer = gatewayAnswer(t.current, tampered, 'success', { edit: { hash: 'f'.repeat(128) } });
    expect((await postCallback(t.current, answer)).location).toBe(`${SITE}/?payment=error&type=service&txnid=${tampered.txnid}`);
  });
});

const reportForm = {
  name: 'Asha Verma',
  email: 'asha.report@example.com',
  phone: '+91 98765 43210',
  gender: 'female',
  birthDate: '1990-05-15',
  birthTime: '10:30',
  birthPlace: 'Pune, Maharashtra',
  latitude: '18.5196',
  longitude: '73.8554',
  timezone: 'Asia/Kolkata',
  // No questions: only Premium takes them (card-promises-reports.test.ts).
  reportType: 'comprehensive',
};

function orderReport(token: string, body: Record<string, unknown>) {
  return t.current.api<CreatePaymentResponse>('POST', '/api/payment/astrological-report/create', body, token);
}

async function download(file: string, token?: string) {
  const response = await fetch(`${t.current.url}/api/download-report/${file}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/payment/astrological-report/create', () => {
  it('when the form comes URL-encoded (as the old client flattened it), then 400 and no order; sent as an object, the report catalogue sets the price whatever amount comes with it', async () => {
    const { token, user } = await t.current.registerUser();
    const flattened = await orderReport(token, { formData: new URLSearchParams(reportForm).toString() });
    expect(flattened.status).toBe(400);
    expect(errorOf(flattened).fields?.formData).toBeDefined();
    expect(await orderCount(user.id)).toBe(0);
    const response = await orderReport(token, { formData: reportForm, amount: 1, packageName: 'Cheap', description: 'x' });
    expect(response.status).toBe(201);
    expect(response.body.amount).toBe(reportCatalogue.comprehensive.price * 100);
    expect(response.body.paymentData).toMatchObject({ firstname: 'Asha Verma', email: 'asha.report@example.com', productinfo: 'Comprehensive Report - astrological report', amount: '399.00' });
  });

  it('when the report type sits beside the form, then it is used', async () => {
    const { token } = await t.current.registerUser();
    const { reportType: _ignored, ...withoutType } = reportForm;
    const response = await orderReport(token, { formData: withoutType, reportType: 'premium' });
    expect(response.body.amount).toBe(59_900);
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['email', { email: 'asha@' }, 'Please enter a valid email address'],
    ['phone', { phone: '98765' }, 'Phone number must be at least 10 digits'],
    ['gender', { gender: '' }, 'Please select your gender'],
    ['birthDate', { birthDate: '' }, 'Birth date is required'],
    ['birthTime', { birthTime: '' }, 'Birth time is required'],
    ['birthPlace', { birthPlace: 'P' }, 'Birth place is required'],
    ['reportType', { reportType: 'deluxe' }, 'Please select a report type'],
    ['birthDate', { birthDate: '1990-02-30' }, 'Please enter a valid birth date'],
  ])('when %s is invalid, then 400 with the validation message', async (field, override, message) => {
    const { token } = await t.current.registerUser();
    const response = await orderReport(token, { formData: { ...reportForm, ...override } });
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });

  it('when no coordinates are given, then the birth place is looked up; an unknown place is refused before payment', async () => {
    const { token } = await t.current.registerUser();
    const { latitude: _lat, longitude: _lon, timezone: _tz, ...placeOnly } = reportForm;
    expect((await orderReport(token, { formData: placeOnly })).status).toBe(201);
    const unknown = await orderReport(token, { formData: { ...placeOnly, birthPlace: 'Qwxyzzyville' } });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).fields?.birthPlace).toBe('We could not find this birth place. Please choose it from the suggestions.');
  });
});

describe('paid astrological report', () => {
  it('when the report is paid, then a real PDF is made, e-mailed, and downloadable by its owner only', async () => {
    const owner = await t.current.registerUser();
    const payment = (await orderReport(owner.token, { formData: reportForm })).body;

    const landing = await postCallback(t.current, gatewayAnswer(t.current, payment));

    // The landing links to the order by its txnid alone (issue 33: no e-mail or other personal data in the URL); the
    // PDF is built off the request path.
    const url = new URL(landing.location);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment: 'success',
      type: 'astrological-report',
      txnid: payment.txnid,
    });
    expect(decodeURIComponent(landing.location)).not.toMatch(/asha|report@example\.com|98765|43210/i);
    await waitForJobs();
    const delivered = await t.current.api<OrderDetail>('GET', `/api/payment/orders/${payment.txnid}`, undefined, owner.token);
    expect(delivered.body.fulfilment).toMatchObject({ status: 'delivered', deliverable: { downloadUrl: `/api/download-report/${delivered.body.reportFile}` } });
    const file = delivered.body.reportFile ?? '';
    expect(file).toMatch(/^report-\d+-[0-9a-f]{32}\.pdf$/);
    expect(readdirSync(reportsDir)).toContain(file);

    const mine = await download(file, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('application/pdf');
    expect(mine.disposition).toContain('attachment');
    expect(mine.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // pdfkit writes page text as glyph runs; its metadata is plain text: the title names the customer and
    // the subject carries the chart's key facts, which must be the astrology engine's for this birth.
    const pdfText = mine.bytes.toString('latin1');
    expect(pdfText).toContain('(Comprehensive Report for Asha Verma)');
    const kundli = await t.current.api<Kundli>('POST', '/api/kundli', {
      date: reportForm.birthDate, time: reportForm.birthTime, latitude: 18.5196, longitude: 73.8554, timezone: 'Asia/Kolkata',
    });
    expect(kundli.status).toBe(200);
    expect(pdfText).toContain(
      `(Vedic astrology report: ascendant ${kundli.body.ascendant.sign}, Moon sign ${kundli.body.moonSign}, nakshatra ${kundli.body.nakshatra})`,
    );
    expect((pdfText.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(3);

    const stranger = await t.current.registerUser();
    expect((await download(file, stranger.token)).status).toBe(404);
    expect((await download(file)).status).toBe(401);
    const admin = await t.current.loginAs('admin');
    expect((await download(file, admin.token)).status).toBe(404);
    expect((await download('..%2F..%2Fpackage.json', owner.token)).status).toBe(404);

    const mail = (await readOutbox(outboxDir, { to: 'asha.report@example.com' })).find((message) => message.tag === 'order-delivered');
    expect(mail).toMatchObject({ subject: 'Your AstroSetu Comprehensive Report is ready' });
    expect(mail?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf', path: join(reportsDir, file) });
    expect(existsSync(mail?.attachments?.[0]?.path ?? '')).toBe(true);

    const order = await t.current.api<PaymentOrder>('GET', `/api/payment/orders/${payment.txnid}`, undefined, owner.token);
    expect(order.body).toMatchObject({ kind: 'report', status: 'paid', reportType: 'comprehensive', reportFile: file });
  });

  it('when the report callback is replayed, then the same PDF is reused and only one e-mail is sent', async () => {
    const { token } = await t.current.registerUser();
    const email = 'replay.report@example.com';
    const payment = (await orderReport(token, { formData: { ...reportForm, email, reportType: 'basic' } })).body;
    const answer = gatewayAnswer(t.current, payment);

    const before = readdirSync(reportsDir).filter((name) => name.startsWith('report-')).length;
    await Promise.all([postCallback(t.current, answer), postCallback(t.current, answer), postCallback(t.current, answer)]);
    await waitForJobs();
    await postCallback(t.current, answer);
    await waitForJobs();

    expect(readdirSync(reportsDir).filter((name) => name.startsWith('report-'))).toHaveLength(before + 1);
    const mails = await readOutbox(outboxDir, { to: email });
    expect(mails.filter((mail) => mail.tag === 'order-delivered')).toHaveLength(1);
    expect(mails.filter((mail) => mail.tag === 'payment-receipt')).toHaveLength(1);
  });

  it('when a report payment fails, then no PDF is made and the home page gets payment=failed', async () => {
    const { token } = await t.current.registerUser();
    const before = readdirSync(reportsDir).length;
    const payment = (await orderReport(token, { formData: reportForm })).body;
    const landing = await postCallback(t.current, gatewayAnswer(t.current, payment, 'failure'));
    expect(landing.location).toBe(`${SITE}/?payment=failed&type=astrological-report&txnid=${payment.txnid}`);
    await waitForJobs();
    expect(readdirSync(reportsDir)).toHaveLength(before);
  });
});

describe('ledger', () => {
  it('when services and reports have been paid, then every wallet still equals its ledger', async () => {
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });
});
