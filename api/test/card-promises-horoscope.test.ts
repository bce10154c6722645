import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatePaymentResponse, DeliverableView, OrderDetail } from '@astrosetu/contracts';
import { PaymentOrderModel } from '../src/modules/payment-orders/payment-order.model';
import { readOutbox } from '../src/shared/mail/outbox-mailer';
import { setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';

/**
 * Issue 32: every line of the horoscope cards (mf-content: tools grid "Daily Horoscope", horoscopes page
 * "Premium Horoscope Packages") is in what the order delivers. Each item is bought through the API and its
 * first reading, built by the real builders, is read back: the view's sections and the PDF's text.
 */

const reportsDir = mkdtempSync(join(tmpdir(), 'astrosetu-cards-horoscope-'));
const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-cards-horoscope-outbox-'));
const t = setupTestServer({ REPORTS_DIR: reportsDir, MAIL_OUTBOX_DIR: outboxDir });
const runtime = () => t.current.server.services.fulfilment;

const person = { name: 'Priya Sharma', gender: 'female', birthDate: '1992-03-14', birthTime: '06:45', birthPlace: 'Jaipur, Rajasthan', latitude: 26.9124, longitude: 75.7873, timezone: 'Asia/Kolkata' };
const TIME_SPAN = /\d\d:\d\d-\d\d:\d\d/;

beforeAll(() => {
  // The real builders, on the worker thread as in production.
  Object.assign(runtime().builders, runtime().workerBuilders);
});

async function buy(service: string, packageName: string): Promise<{ order: OrderDetail; token: string; email: string }> {
  const customer = await t.current.registerUser();
  const payment = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', { service, packageName, inputs: { person } }, customer.token);
  expect(payment.status).toBe(201);
  await postCallback(t.current, gatewayAnswer(t.current, payment.body));
  await runtime().queue.idle();
  const order = await t.current.api<OrderDetail>('GET', `/api/payment/orders/${payment.body.txnid}`, undefined, customer.token);
  return { order: order.body, token: customer.token, email: customer.user.email };
}

function firstReading(order: OrderDetail): DeliverableView {
  expect(order.fulfilment?.readings).toHaveLength(1);
  return order.fulfilment!.readings![0].view as DeliverableView;
}

const section = (view: DeliverableView, heading: string) => view.sections.find((candidate) => candidate.heading.startsWith(heading));
const textOf = (value: unknown) => JSON.stringify(value);

async function pdfTextOf(path: string, token: string): Promise<string> {
  const response = await fetch(`${t.current.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'astrosetu-pdf-')), 'reading.pdf');
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** The lines every daily reading keeps: Moon sign and dasha, good and bad hours, the day's remedy with its caveat. */
function expectDailyBasics(view: DeliverableView): void {
  expect(textOf(view.sections[0])).toContain('Natal Moon sign');
  expect(textOf(section(view, 'What your own chart adds'))).toMatch(/Your dasha in this day: \w+ mahadasha, \w+ antardasha/);
  const hours = textOf(section(view, 'Good and bad hours of the day'));
  for (const name of ['Abhijit muhurta', 'Rahu Kalam', 'Yamaganda', 'Gulika Kalam', 'Jaipur, Rajasthan']) expect(hours).toContain(name);
  expect(hours).toMatch(TIME_SPAN);
  const remedy = textOf(section(view, 'Remedy of the day'));
  expect(remedy).toMatch(/Today is (Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, the day of \w+\. Its traditional observance: /);
  expect(remedy).toContain('do not replace medical, legal or financial advice');
}

describe('Daily Horoscope (₹99, tools grid): "every morning for a month", Moon sign and dasha, good and bad hours, daily remedy', () => {
  it('when bought, then 30 daily readings are scheduled; reading 1 is there at once (site, PDF, e-mail) with each line of the card; the next comes at the next IST midnight', async () => {
    const { order, token, email } = await buy('daily-horoscope', 'Daily Horoscope');
    expect(order.amount).toBe(9_900);
    expect(order.item).toMatchObject({ key: 'tool-daily-horoscope', mode: 'scheduled' });
    expect(order.fulfilment).toMatchObject({ status: 'in-progress', readingsTotal: 30 });
    const view = firstReading(order);
    expect(view.title).toBe('Daily Horoscope: reading 1 of 30');
    expectDailyBasics(view);
    // What only the ₹199 Daily Premium adds is not here: the two are not the same thing at two prices.
    expect(section(view, 'Auspicious hours of the day')).toBeUndefined();
    expect(section(view, 'Your day from your birth star')).toBeUndefined();
    expect(textOf(view)).not.toContain('Mantra of the day');

    // Each morning: the next reading is due at the next midnight in India.
    const next = new Date(order.fulfilment?.nextReadingAt ?? '');
    expect(new Date(next.getTime() + 330 * 60_000).toISOString().slice(11, 16)).toBe('00:00');
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);

    const pdf = await pdfTextOf(order.fulfilment!.readings![0].downloadUrl, token);
    expect(pdf).toContain('Remedy of the day');
    expect(pdf).toContain('Rahu Kalam');
    expect((await readOutbox(outboxDir, { to: email })).filter((mail) => mail.tag === 'period-reading')).toHaveLength(1);
  }, 120_000);

  it('when an order was paid as one reading before (fulfilment.mode automatic), then it is still built and shown as that one reading', async () => {
    const { order, token } = await buy('daily-horoscope', 'Daily Horoscope');
    // What an order paid before the change looks like while its build is still queued.
    await PaymentOrderModel.updateOne(
      { txnid: order.txnid },
      { $set: { 'fulfilment.mode': 'automatic', 'fulfilment.status': 'in-progress' }, $unset: { 'fulfilment.readings': '', 'fulfilment.readingsCount': '', 'fulfilment.nextReadingAt': '' } },
    );
    const stored = await PaymentOrderModel.findOne({ txnid: order.txnid }).lean();
    await runtime().queue.enqueue('fulfil-order', { txnid: order.txnid }, { jobId: `fulfil:${stored?.txnid}` });
    await runtime().queue.idle();
    const legacy = (await t.current.api<OrderDetail>('GET', `/api/payment/orders/${order.txnid}`, undefined, token)).body;
    expect(legacy.item).toMatchObject({ key: 'tool-daily-horoscope', mode: 'automatic', receives: expect.stringContaining("Today's personal horoscope") });
    expect(legacy.fulfilment).toMatchObject({ status: 'delivered', deliverable: { title: 'Your Personal Horoscope for Today' } });
    expect(legacy.fulfilment?.readings).toBeUndefined();
    expect(legacy.fulfilment?.readingsTotal).toBeUndefined();
  }, 120_000);
});

describe('Daily Premium (₹199): "Based on your own kundli", "Auspicious hours of the day", "Daily remedy and mantra"', () => {
  it('when bought, then 30 readings; reading 1 adds the day from the birth star, auspicious choghadiyas and own horas, and a mantra to what the ₹99 gives', async () => {
    const { order, token } = await buy('daily-horoscope', 'Daily Premium');
    expect(order.fulfilment).toMatchObject({ status: 'in-progress', readingsTotal: 30 });
    const view = firstReading(order);
    expectDailyBasics(view);
    expect(textOf(section(view, 'Your day from your birth star'))).toMatch(/star \d+ counted from your birth star Punarvasu \(yours is 1\): [\w ]+ tara/);
    const auspicious = section(view, 'Auspicious hours of the day');
    const choghadiyas = auspicious?.blocks.find((block) => block.kind === 'table');
    expect(choghadiyas?.kind === 'table' && choghadiyas.rows.length).toBeGreaterThan(0);
    expect(choghadiyas?.kind === 'table' && choghadiyas.rows.every(([time, name]) => TIME_SPAN.test(time) && /^(Amrit|Shubh|Labh)/.test(name))).toBe(true);
    // Priya's lagna is Pisces (lord Jupiter): her horas are Jupiter's.
    expect(textOf(auspicious)).toMatch(/Your horas: the day's hours of Jupiter, your lagna lord.*\(Jupiter\)/);
    expect(textOf(section(view, 'Remedy of the day'))).toMatch(/Mantra of the day, for \w+: Om \w+ Namah.*108 times/);
    expect(await pdfTextOf(order.fulfilment!.readings![0].downloadUrl, token)).toContain('Mantra of the day');
  }, 120_000);
});

describe('Weekly Premium (₹499): "Day-by-day guidance", "Career, money and relationships", "Transit alerts for your chart"', () => {
  it('when bought, then 13 readings; reading 1 has 7 day entries, the life areas and the transit alerts', async () => {
    const { order } = await buy('weekly-horoscope', 'Weekly Premium');
    expect(order.fulfilment).toMatchObject({ status: 'in-progress', readingsTotal: 13 });
    const view = firstReading(order);
    const days = section(view, 'Day by day')?.blocks.find((block) => block.kind === 'table');
    expect(days?.kind === 'table' && days.rows.map((row) => row[0].split(',')[0])).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(days?.kind === 'table' && days.rows.every((row) => /^(A day to act|A mixed day|A day to wait|Chandrashtama)/.test(row[3]))).toBe(true);
    const areas = textOf(view.sections.find((candidate) => candidate.heading.startsWith('From your Moon')));
    for (const area of ['Career', 'Money', 'Love and family']) expect(areas).toContain(area);
    const alerts = section(view, 'Transit alerts for your chart');
    expect(alerts?.blocks.length).toBeGreaterThan(0);
    expect(textOf(alerts)).toMatch(/from your Moon|No planet changes sign or direction this week/);
  }, 120_000);
});

describe('Monthly Premium (₹799): "Dasha and transit analysis", "Favourable dates for big decisions", "Personal remedies"', () => {
  it('when bought, then 12 readings; reading 1 has the dasha, transit alerts, the favourable dates of the month and remedies for the running dasha lords', async () => {
    const { order } = await buy('monthly-horoscope', 'Monthly Premium');
    expect(order.fulfilment).toMatchObject({ status: 'in-progress', readingsTotal: 12 });
    const view = firstReading(order);
    expect(textOf(section(view, 'What your own chart adds'))).toMatch(/Your dasha in this month: (\w+) mahadasha, (\w+) antardasha/);
    const [, maha] = /Your dasha in this month: (\w+) mahadasha/.exec(textOf(view))!;
    expect(section(view, 'Transit alerts for your chart')?.blocks.length).toBeGreaterThan(0);
    const dates = section(view, 'Favourable dates for big decisions');
    expect(textOf(dates)).toContain('Muhurta Chintamani');
    const table = dates?.blocks.find((block) => block.kind === 'table');
    const month = view.period!.start.slice(0, 7);
    if (table?.kind === 'table') {
      expect(table.rows.length).toBeGreaterThan(0);
      for (const [, , tara] of table.rows) expect(['Sampat', 'Kshema', 'Sadhana', 'Mitra', 'Parama Mitra']).toContain(tara);
    } else {
      expect(textOf(dates)).toContain('No day this month passes both tests');
    }
    expect(view.period?.end.slice(0, 7)).toBe(month);
    const remedies = textOf(section(view, 'Personal remedies for this month'));
    expect(remedies).toContain(`For ${maha}, lord of your mahadasha: recite Om`);
    expect(remedies).toContain('do not replace medical, legal or financial advice');
  }, 120_000);
});
