import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatePaymentResponse, FulfilmentTaskDetail, FulfilmentTaskList, Notification, OrderDetail, OrderImageResponse, OrderPage, User } from '@astrosetu/contracts';
import { startFulfilmentSweeper } from '../src/modules/fulfilment/fulfilment-sweeper';
import { createInProcessJobQueue } from '../src/shared/jobs/job-queue';
import { refundOrder } from '../src/modules/fulfilment/use-cases/refund-order';
import { PaymentOrderModel } from '../src/modules/payment-orders/payment-order.model';
import { gstBreakdown } from '../src/modules/receipts/gst-breakdown';
import { readOutbox } from '../src/shared/mail/outbox-mailer';
import { errorOf, setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';

const SITE = 'https://astrosetu.test';
const reportsDir = mkdtempSync(join(tmpdir(), 'astrosetu-orders-reports-'));
const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-orders-outbox-'));
const uploadDir = mkdtempSync(join(tmpdir(), 'astrosetu-orders-uploads-'));
const t = setupTestServer({ PUBLIC_SITE_URL: SITE, REPORTS_DIR: reportsDir, MAIL_OUTBOX_DIR: outboxDir, UPLOAD_DIR: join(uploadDir, 'public') });

const runtime = () => t.current.server.services.fulfilment;
const waitForJobs = () => runtime().queue.idle();
const fakePdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** Lifecycle tests build with a fast stand-in; the real builders are their modules' tests' business. */
beforeEach(() => {
  Object.assign(runtime().builders, {
    buildItem: async (itemKey: string) => ({ title: `Built ${itemKey}`, pdf: fakePdf(itemKey), view: { title: itemKey, sections: [] } }),
    buildPeriodReading: async (itemKey: string, _input: unknown, period: { index: number }) => ({ title: `Reading ${period.index} of ${itemKey}`, pdf: fakePdf(`reading ${period.index}`), view: { index: period.index } }),
    buildReport: runtime().workerBuilders.buildReport,
    buildReceipt: runtime().workerBuilders.buildReceipt,
  });
});

const person = { name: 'प्रिया शर्मा', gender: 'female', birthDate: '1992-03-14', birthTime: '06:45', birthPlace: 'Jaipur, Rajasthan', latitude: 26.9124, longitude: 75.7873, timezone: 'Asia/Kolkata' };

async function buy(token: string, body: Record<string, unknown>) {
  return t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', body, token);
}

async function buyAndPay(token: string, body: Record<string, unknown>): Promise<CreatePaymentResponse> {
  const payment = await buy(token, body);
  expect(payment.status).toBe(201);
  await postCallback(t.current, gatewayAnswer(t.current, payment.body));
  return payment.body;
}

const orderOf = (txnid: string, token: string) => t.current.api<OrderDetail>('GET', `/api/payment/orders/${txnid}`, undefined, token);
const balanceOf = async (token: string) => (await t.current.api<User>('GET', '/api/auth/user', undefined, token)).body.balance;

async function download(path: string, token?: string) {
  const response = await fetch(`${t.current.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'astrosetu-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('orders of a customer', () => {
  it('when an automatic service is paid with its inputs, then it goes in-progress, then delivered with a PDF and a view, e-mailed and notified', async () => {
    const customer = await t.current.registerUser();
    const payment = await buyAndPay(customer.token, { service: 'birth-chart', packageName: 'Birth Chart Analysis', inputs: { person } });

    const right = await orderOf(payment.txnid, customer.token);
    expect(right.body.fulfilment?.status).toMatch(/in-progress|delivered/);
    await waitForJobs();

    const order = (await orderOf(payment.txnid, customer.token)).body;
    expect(order).toMatchObject({
      txnid: payment.txnid,
      kind: 'service',
      status: 'paid',
      amount: 29_900,
      item: { key: 'tool-birth-chart', mode: 'automatic', input: 'one-birth' },
      inputs: { person: { name: 'प्रिया शर्मा' } },
      fulfilment: {
        status: 'delivered',
        deliverable: { title: 'Built tool-birth-chart', downloadUrl: `/api/payment/orders/${payment.txnid}/deliverable`, viewUrl: `/purchases/${payment.txnid}`, view: { title: 'tool-birth-chart' } },
      },
      receipt: { invoiceNumber: expect.stringMatching(/^AS\d{4}\/\d{6}$/) },
    });
    expect(order.fulfilment?.deliveredAt).toBeDefined();
    const pdf = await download(order.fulfilment?.deliverable?.downloadUrl ?? '', customer.token);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.bytes.toString()).toContain('tool-birth-chart');

    const mails = await readOutbox(outboxDir, { to: customer.user.email });
    // The sign-up's code (the account's e-mail verification), the receipt, and the delivery.
    expect(mails.map((mail) => mail.tag).sort()).toEqual(['email-verification', 'order-delivered', 'payment-receipt']);
    const notifications = await t.current.api<Notification[] | { items: Notification[] }>('GET', '/api/notifications', undefined, customer.token);
    const titles = (Array.isArray(notifications.body) ? notifications.body : notifications.body.items).map((item) => item.title);
    expect(titles).toContain('Your order is ready');
  });

  it("when someone else's order or a missing one is asked for, then both answer 404 the same way; the list holds only one's own, newest first", async () => {
    const owner = await t.current.registerUser();
    const first = await buyAndPay(owner.token, { service: 'tarot', packageName: 'Tarot Reading', inputs: { name: 'Asha Verma', question: 'Will my new shop do well this year?' } });
    const second = await buyAndPay(owner.token, { service: 'numerology', packageName: 'Numerology', inputs: { fullName: 'Asha Verma', birthDate: '1990-05-15' } });
    await buy(owner.token, { service: 'panchang', packageName: 'Panchang' }); // never paid: not listed
    await waitForJobs();
    const stranger = await t.current.registerUser();

    const theirs = await orderOf(first.txnid, stranger.token);
    const missing = await orderOf('ASNOSUCHORDER1', stranger.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    for (const path of ['receipt', 'deliverable', 'readings/1']) {
      expect((await download(`/api/payment/orders/${first.txnid}/${path}`, stranger.token)).status).toBe(404);
    }
    expect((await t.current.api('PUT', `/api/payment/orders/${first.txnid}/details`, { inputs: {} }, stranger.token)).status).toBe(404);

    const page = await t.current.api<OrderPage>('GET', '/api/payment/orders?page=1&pageSize=1', undefined, owner.token);
    expect(page.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.body.items.map((item) => item.txnid)).toEqual([second.txnid]);
    const next = await t.current.api<OrderPage>('GET', '/api/payment/orders?page=2&pageSize=1', undefined, owner.token);
    expect(next.body.items.map((item) => item.txnid)).toEqual([first.txnid]);
    expect((await t.current.api<OrderPage>('GET', '/api/payment/orders', undefined, stranger.token)).body).toMatchObject({ items: [], total: 0 });
    expect((await t.current.api('GET', '/api/payment/orders?pageSize=500', undefined, owner.token)).status).toBe(400);
    expect((await t.current.api('GET', '/api/payment/orders')).status).toBe(401);
  });

  it('when the inputs do not fit the item, then 400 with a message per field and no order', async () => {
    const { token, user } = await t.current.registerUser();
    const response = await buy(token, { service: 'match-making', packageName: 'Basic Match Analysis', inputs: { groom: person, bride: { ...person, birthDate: '1992-02-30', latitude: 'north' } } });
    expect(response.status).toBe(400);
    expect(errorOf(response).fields).toMatchObject({ 'inputs.bride.birthDate': 'Date must be a real calendar date', 'inputs.bride.latitude': expect.any(String) });
    expect(await PaymentOrderModel.countDocuments({ userId: user.id })).toBe(0);
  });

  it('when a paid order came without inputs, then it awaits details; PUT details validates, starts the clock and delivers; a second PUT is 409', async () => {
    const customer = await t.current.registerUser();
    const payment = await buyAndPay(customer.token, { service: 'match-making', packageName: 'Detailed Compatibility' });
    await waitForJobs();
    const waiting = (await orderOf(payment.txnid, customer.token)).body;
    expect(waiting.fulfilment).toEqual({ status: 'awaiting-details' });

    const bad = await t.current.api('PUT', `/api/payment/orders/${payment.txnid}/details`, { inputs: { bride: person } }, customer.token);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields?.['inputs.groom']).toBeDefined();

    const before = Date.now();
    const good = await t.current.api<OrderDetail>('PUT', `/api/payment/orders/${payment.txnid}/details`, { inputs: { groom: { ...person, name: 'Arjun Mehta' }, bride: person } }, customer.token);
    expect(good.status).toBe(200);
    const dueBy = Date.parse(good.body.fulfilment?.dueBy ?? '');
    expect(dueBy).toBeGreaterThanOrEqual(before + 3_600_000 - 1000);
    await waitForJobs();
    expect((await orderOf(payment.txnid, customer.token)).body.fulfilment?.status).toBe('delivered');
    expect((await t.current.api('PUT', `/api/payment/orders/${payment.txnid}/details`, { inputs: { groom: person, bride: person } }, customer.token)).status).toBe(409);
  });

  it('when the build keeps failing, then it is retried and the order is refunded to the wallet once, with a ledger entry and a notification', async () => {
    let attempts = 0;
    runtime().builders.buildItem = async () => {
      attempts += 1;
      throw new Error('engine down');
    };
    const customer = await t.current.registerUser();
    const payment = await buyAndPay(customer.token, { service: 'numerology', packageName: 'Numerology Reading', inputs: { fullName: 'Ravi Kumar', birthDate: '1985-11-02' } });
    await waitForJobs();
    expect(attempts).toBe(3);
    const order = (await orderOf(payment.txnid, customer.token)).body;
    expect(order.fulfilment).toMatchObject({ status: 'refunded', refundReason: expect.stringContaining('could not prepare') });
    expect(order.fulfilment?.deliverable).toBeUndefined();
    expect(await balanceOf(customer.token)).toBe(19_900);
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });
});

describe('overdue orders', () => {
  it('when an order is overdue and sweepers race each other and a delivery, then it is refunded exactly once and the delivery loses cleanly', async () => {
    const customer = await t.current.registerUser();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    runtime().builders.buildItem = async (itemKey) => {
      await gate;
      return { title: itemKey, pdf: fakePdf(itemKey), view: {} };
    };
    const payment = await buyAndPay(customer.token, { service: 'birth-chart', packageName: 'Divination Birth Chart', inputs: { person } });
    const later = new Date(Date.now() + 2 * 3_600_000);
    // A second instance's sweeper, as with two API processes.
    const second = startFulfilmentSweeper({
      events: t.current.server.ctx.events,
      service: runtime().service,
      logger: t.current.server.ctx.logger,
      intervalMs: 60_000,
      enabled: false,
      queue: createInProcessJobQueue({ logger: t.current.server.ctx.logger }),
    });
    const sweeps = await Promise.all([runtime().sweeper.sweep(later), second.sweep(later), refundOrder(payment.txnid, 'overdue', t.current.server.ctx.events).then((order) => (order ? [order.txnid] : []))]);
    release();
    await waitForJobs();
    await runtime().sweeper.sweep(later);

    expect(sweeps.flat().filter((txnid) => txnid === payment.txnid)).toHaveLength(1);
    const order = (await orderOf(payment.txnid, customer.token)).body;
    expect(order.fulfilment).toMatchObject({ status: 'refunded' });
    expect(order.fulfilment?.deliveredAt).toBeUndefined();
    expect(await balanceOf(customer.token)).toBe(49_900);
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });

  it('when the delivery commits first, then the sweeper finds nothing to refund', async () => {
    const customer = await t.current.registerUser();
    const payment = await buyAndPay(customer.token, { service: 'birth-chart', packageName: 'Divination Birth Chart', inputs: { person } });
    await waitForJobs();
    const refunded = await runtime().sweeper.sweep(new Date(Date.now() + 2 * 3_600_000));
    expect(refunded).not.toContain(payment.txnid);
    expect((await orderOf(payment.txnid, customer.token)).body.fulfilment?.status).toBe('delivered');
    expect(await balanceOf(customer.token)).toBe(0);
  });

  it('when delivery and refund race many times, then each order ends delivered or refunded, never both, and wallets equal their ledgers', async () => {
    const customer = await t.current.registerUser();
    const payments = [];
    for (let i = 0; i < 4; i += 1) payments.push(await buyAndPay(customer.token, { service: 'birth-chart', packageName: 'Birth Chart Analysis', inputs: { person } }));
    await Promise.all([waitForJobs(), runtime().sweeper.sweep(new Date(Date.now() + 2 * 3_600_000))]);
    await waitForJobs();
    let refundedTotal = 0;
    for (const payment of payments) {
      const found = await orderOf(payment.txnid, customer.token);
      const f = found.body.fulfilment;
      expect(['delivered', 'refunded']).toContain(f?.status);
      if (f?.status === 'refunded') refundedTotal += 29_900;
      else expect(f?.refundedAt).toBeUndefined();
    }
    expect(await balanceOf(customer.token)).toBe(refundedTotal);
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });
});

describe('recovery', () => {
  it('when a paid order lost its build job (a restart), then the sweeper enqueues it again and it is delivered', async () => {
    const customer = await t.current.registerUser();
    const payment = await buyAndPay(customer.token, { service: 'numerology', packageName: 'Numerology' });
    await waitForJobs();
    // As a restart leaves it: in progress with its inputs, paid minutes ago, and no job in the (in-memory) queue.
    await PaymentOrderModel.updateOne(
      { txnid: payment.txnid },
      { $set: { completedAt: new Date(Date.now() - 5 * 60_000), 'fulfilment.status': 'in-progress', 'fulfilment.inputs': { fullName: 'Asha Verma', birthDate: '1990-05-15' }, 'fulfilment.dueBy': new Date(Date.now() + 30 * 60_000) } },
    );
    await runtime().sweeper.sweep();
    await waitForJobs();
    expect((await orderOf(payment.txnid, customer.token)).body.fulfilment?.status).toBe('delivered');
  });
});

describe('receipts', () => {
  it('when orders are paid, then tax-invoice numbers are consecutive (a wallet top-up between them takes a payment-receipt number, not one of theirs), and the invoice shows the GST-inclusive breakdown, the seller and the payer in Devanagari', async () => {
    const customer = await t.current.registerUser({ username: 'प्रिया शर्मा' });
    const first = await buyAndPay(customer.token, { service: 'tarot', packageName: 'Tarot Reading', inputs: { name: 'Priya', question: 'What does the coming year hold for me?' } });
    const failed = await buy(customer.token, { service: 'tarot', packageName: 'Tarot Reading' });
    await postCallback(t.current, gatewayAnswer(t.current, failed.body, 'failure'));
    const topUp = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/recharge', { amount: 50_000 }, customer.token);
    await postCallback(t.current, gatewayAnswer(t.current, topUp.body));
    const second = await buyAndPay(customer.token, { service: 'tarot', packageName: 'Tarot Reading', inputs: { name: 'Priya', question: 'And the year after?' } });
    await waitForJobs();

    const a = (await orderOf(first.txnid, customer.token)).body;
    const b = (await orderOf(topUp.body.txnid, customer.token)).body;
    const c = (await orderOf(second.txnid, customer.token)).body;
    expect(topUp.status).toBe(201);
    expect(a.receipt).toMatchObject({ kind: 'tax-invoice', invoiceNumber: expect.stringMatching(/^AS\d{4}\/\d{6}$/) });
    expect(b).toMatchObject({ status: 'paid', receipt: { kind: 'payment-receipt', invoiceNumber: expect.stringMatching(/^PR\d{4}\/\d{6}$/) } });
    expect((await orderOf(failed.body.txnid, customer.token)).body.receipt).toBeUndefined();
    const number = (invoice?: string) => Number(invoice?.split('/')[1]);
    expect(number(c.receipt?.invoiceNumber)).toBe(number(a.receipt?.invoiceNumber) + 1);
    expect(b.fulfilment).toMatchObject({ status: 'delivered' });

    const receipt = await download(a.receipt?.downloadUrl ?? '', customer.token);
    expect(receipt).toMatchObject({ status: 200, type: 'application/pdf' });
    const text = pdfText(receipt.bytes);
    const { taxableValue, cgst, sgst } = gstBreakdown(34_900);
    expect(taxableValue + cgst + sgst).toBe(34_900);
    expect(taxableValue).toBe(29_576);
    for (const expected of [a.receipt?.invoiceNumber, 'Tarot Reading', '₹349.00', '₹295.76', '₹26.62', '₹26.62', '₹53.24', '29AABCA1234C1Z5', 'AstroSetu Demo Services Private Limited']) {
      expect(text).toContain(expected);
    }
    // Billed to the payer's account, not the name typed into the reading's form.
    expect(text.replace(/\s+/g, ' ')).toContain('प्रिया शर्मा');
    expect(text).not.toContain('Priya');
    expect(text).toContain('Tax invoice');
    const mail = (await readOutbox(outboxDir, { to: customer.user.email })).find((message) => message.tag === 'payment-receipt' && message.subject.includes(a.receipt?.invoiceNumber ?? '?'));
    expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect((await download(a.receipt?.downloadUrl ?? '')).status).toBe(401);
  });
});

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function uploadImage(token: string, bytes = PNG): Promise<{ status: number; body: OrderImageResponse }> {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'palm.png');
  const response = await fetch(`${t.current.url}/api/uploads/order-image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as OrderImageResponse };
}

describe('fulfilment queue (astrologers)', () => {
  it('when a palmistry reading is bought with palm photos, then one astrologer claims it, reads the private photos and delivers; the customer is notified and e-mailed', async () => {
    const customer = await t.current.registerUser();
    const left = await uploadImage(customer.token);
    const right = await uploadImage(customer.token);
    expect(left.status).toBe(201);
    expect((await uploadImage(customer.token, Buffer.from('not an image'))).status).toBe(400);

    const stranger = await t.current.registerUser();
    const stolen = await buy(stranger.token, { service: 'palmistry', packageName: 'Palmistry Reading', inputs: { leftPalm: left.body.file, rightPalm: right.body.file, dominantHand: 'right' } });
    expect(stolen.status).toBe(400);
    expect(errorOf(stolen).fields?.['inputs.leftPalm']).toBeDefined();

    const payment = await buyAndPay(customer.token, { service: 'palmistry', packageName: 'Palmistry Reading', inputs: { leftPalm: left.body.file, rightPalm: right.body.file, dominantHand: 'right', question: 'Career?' } });
    await waitForJobs();
    expect((await orderOf(payment.txnid, customer.token)).body.fulfilment).toMatchObject({ status: 'in-progress', dueBy: expect.any(String) });

    const demo = await t.current.loginAs('astrologer');
    const other = await t.current.createAstrologerAccount(2);
    const open = await t.current.api<FulfilmentTaskList>('GET', '/api/fulfilment/tasks', undefined, demo.token);
    expect(open.body.items.find((task) => task.txnid === payment.txnid)).toMatchObject({ state: 'open', itemKey: 'divination-palmistry' });
    expect((await download(left.body.url, demo.token)).status).toBe(404);
    expect((await t.current.api('GET', '/api/fulfilment/tasks', undefined, customer.token)).status).toBe(403);

    const claims = await Promise.all([
      t.current.api<FulfilmentTaskDetail>('POST', `/api/fulfilment/tasks/${payment.txnid}/claim`, {}, demo.token),
      t.current.api<FulfilmentTaskDetail>('POST', `/api/fulfilment/tasks/${payment.txnid}/claim`, {}, other.token),
    ]);
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409]);
    const winner = claims[0].status === 200 ? demo : other;
    const loser = winner === demo ? other : demo;
    const detail = claims.find((claim) => claim.status === 200)?.body;
    expect(detail?.images.map((image) => image.field)).toEqual(['leftPalm', 'rightPalm']);
    expect(detail?.inputs).toMatchObject({ dominantHand: 'right', question: 'Career?' });

    expect((await download(left.body.url, winner.token)).status).toBe(200);
    expect((await download(left.body.url, loser.token)).status).toBe(404);
    expect((await download(left.body.url, customer.token)).status).toBe(200);
    expect((await download(left.body.url, stranger.token)).status).toBe(404);
    expect((await download(left.body.url, (await t.current.loginAs('admin')).token)).status).toBe(200);
    expect((await t.current.api('GET', `/api/fulfilment/tasks/${payment.txnid}`, undefined, loser.token)).status).toBe(404);

    const draft = await t.current.api<FulfilmentTaskDetail>('PUT', `/api/fulfilment/tasks/${payment.txnid}/draft`, { markdown: 'Heart line: long' }, winner.token);
    expect(draft.body.answer?.markdown).toBe('Heart line: long');
    expect((await orderOf(payment.txnid, customer.token)).body.fulfilment?.deliverable).toBeUndefined();
    expect((await t.current.api('PUT', `/api/fulfilment/tasks/${payment.txnid}/draft`, { markdown: 'mine now' }, loser.token)).status).toBe(404);
    const markdown = '## Your palms\n\nYour heart line is long and curved: you are warm and open with people you trust. The fate line rises from the wrist.';
    expect((await t.current.api('POST', `/api/fulfilment/tasks/${payment.txnid}/deliver`, { markdown }, loser.token)).status).toBe(404);
    expect((await t.current.api('POST', `/api/fulfilment/tasks/${payment.txnid}/deliver`, { markdown: 'too short' }, winner.token)).status).toBe(400);
    const delivered = await t.current.api<FulfilmentTaskDetail>('POST', `/api/fulfilment/tasks/${payment.txnid}/deliver`, { markdown }, winner.token);
    expect(delivered.status).toBe(200);
    expect(delivered.body.state).toBe('delivered');
    expect((await t.current.api('POST', `/api/fulfilment/tasks/${payment.txnid}/deliver`, { markdown }, winner.token)).status).toBe(409);

    const order = (await orderOf(payment.txnid, customer.token)).body;
    expect(order.fulfilment).toMatchObject({ status: 'delivered', deliverable: { answer: { markdown, astrologerName: expect.any(String) } } });
    // Delivering queues the e-mail; the job queue sends it.
    await waitForJobs();
    const mail = (await readOutbox(outboxDir, { to: customer.user.email })).find((message) => message.tag === 'order-delivered');
    expect(mail?.text).toContain('Your heart line is long');
  });

  it('when a Premium report is paid, then its PDF is downloadable at once and the order stays in progress; the answers rebuild it and deliver it', async () => {
    const customer = await t.current.registerUser();
    const form = { name: 'Asha Verma', email: 'asha.premium@example.com', phone: '+91 98765 43210', gender: 'female', birthDate: '1990-05-15', birthTime: '10:30', birthPlace: 'Pune, Maharashtra', latitude: '18.5196', longitude: '73.8554', timezone: 'Asia/Kolkata', questions: 'When will I change jobs?', reportType: 'premium' };
    const payment = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/astrological-report/create', { formData: form }, customer.token);
    await postCallback(t.current, gatewayAnswer(t.current, payment.body));
    await waitForJobs();
    const before = (await orderOf(payment.body.txnid, customer.token)).body;
    expect(before.fulfilment).toMatchObject({ status: 'in-progress', deliverable: { downloadUrl: `/api/download-report/${before.reportFile}` } });

    const { token } = await t.current.loginAs('astrologer');
    expect((await t.current.api('POST', `/api/fulfilment/tasks/${payment.body.txnid}/claim`, {}, token)).status).toBe(200);
    const answered: unknown[] = [];
    runtime().builders.buildReport = async (request, answers) => {
      answered.push(answers);
      return runtime().workerBuilders.buildReport(request, answers);
    };
    const markdown = 'A change of job is most likely in the Jupiter antardasha that begins next spring; prepare before then.';
    expect((await t.current.api('POST', `/api/fulfilment/tasks/${payment.body.txnid}/deliver`, { markdown }, token)).status).toBe(200);
    expect(answered).toEqual([expect.objectContaining({ markdown })]);
    const after = (await orderOf(payment.body.txnid, customer.token)).body;
    expect(after.fulfilment?.status).toBe('delivered');
    expect(after.reportFile).not.toBe(before.reportFile);
    const rebuilt = await download(`/api/download-report/${after.reportFile}`, customer.token);
    expect(rebuilt.status).toBe(200);
    expect(pdfText(rebuilt.bytes).replace(/\s+/g, ' ')).toContain('A change of job is most likely');
    // Two real 40-page reports: slow on a busy 2-core machine.
  }, 120_000);

  it('when an admin asks, then the whole queue and the overdue orders are listed; others get 403', async () => {
    const admin = await t.current.loginAs('admin');
    const all = await t.current.api<FulfilmentTaskList>('GET', '/api/admin/fulfilment', undefined, admin.token);
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThan(0);
    expect(all.body.items.every((task) => ['open', 'claimed', 'delivered', 'refunded'].includes(task.state))).toBe(true);
    const overdue = await t.current.api<FulfilmentTaskList>('GET', '/api/admin/fulfilment?scope=overdue', undefined, admin.token);
    expect(overdue.status).toBe(200);
    expect((await t.current.api('GET', '/api/admin/fulfilment', undefined, (await t.current.loginAs('user')).token)).status).toBe(403);
  });
});

describe('scheduled premium horoscopes', () => {
  it('when a weekly package is paid, then the first reading is there at once and the next comes when its week begins', async () => {
    const customer = await t.current.registerUser();
    const payment = await buyAndPay(customer.token, { service: 'weekly-horoscope', packageName: 'Weekly Premium', inputs: { person } });
    await waitForJobs();
    const first = (await orderOf(payment.txnid, customer.token)).body.fulfilment;
    expect(first).toMatchObject({ status: 'in-progress', readingsTotal: 13, readings: [{ index: 1, title: 'Reading 1 of horoscope-weekly-premium' }] });
    const nextAt = Date.parse(first?.nextReadingAt ?? '');
    expect(nextAt).toBeGreaterThan(Date.now());
    expect(nextAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    await runtime().sweeper.sweep(new Date(nextAt - 1000));
    await waitForJobs();
    expect((await orderOf(payment.txnid, customer.token)).body.fulfilment?.readings).toHaveLength(1);
    await runtime().sweeper.sweep(new Date(nextAt + 1000));
    await waitForJobs();
    const second = (await orderOf(payment.txnid, customer.token)).body.fulfilment;
    expect(second?.readings?.map((reading) => reading.index)).toEqual([1, 2]);
    expect((await download(second?.readings?.[1]?.downloadUrl ?? '', customer.token)).status).toBe(200);
    expect((await readOutbox(outboxDir, { to: customer.user.email })).filter((mail) => mail.tag === 'period-reading')).toHaveLength(2);
  });
});

describe('with the real builders', () => {
  it('when a match-making package with two births and a daily premium package are paid, then real PDFs are delivered that name the people', async () => {
    // The real builders, on the worker thread as in production.
    Object.assign(runtime().builders, runtime().workerBuilders);
    const customer = await t.current.registerUser();
    const arjun = { ...person, name: 'Arjun Mehta', gender: 'male', birthDate: '1990-08-21', birthTime: '21:10', birthPlace: 'Mumbai, Maharashtra', latitude: 19.076, longitude: 72.8777 };
    const match = await buyAndPay(customer.token, { service: 'match-making', packageName: 'Basic Match Analysis', inputs: { groom: arjun, bride: person } });
    const daily = await buyAndPay(customer.token, { service: 'daily-horoscope', packageName: 'Daily Premium', inputs: { person } });
    await waitForJobs();

    const matchOrder = (await orderOf(match.txnid, customer.token)).body;
    expect(matchOrder.fulfilment?.status).toBe('delivered');
    const matchText = pdfText((await download(matchOrder.fulfilment?.deliverable?.downloadUrl ?? '', customer.token)).bytes).replace(/\s+/g, ' ');
    expect(matchText).toContain('Arjun Mehta');
    expect(matchText).toContain('प्रिया शर्मा');

    const dailyOrder = (await orderOf(daily.txnid, customer.token)).body;
    expect(dailyOrder.fulfilment).toMatchObject({ status: 'in-progress', readingsTotal: 30 });
    expect(dailyOrder.fulfilment?.readings).toHaveLength(1);
    const reading = await download(dailyOrder.fulfilment?.readings?.[0]?.downloadUrl ?? '', customer.token);
    expect(reading.status).toBe(200);
    expect(pdfText(reading.bytes).replace(/\s+/g, ' ')).toContain('प्रिया शर्मा');
  }, 120_000);
});
