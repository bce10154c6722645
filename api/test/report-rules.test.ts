import type { AdminAstrologersPage, Consultation, CreatePaymentResponse, ModerationReport, ReportReceipt } from '@astrosetu/contracts';
import { ReportModel } from '../src/modules/moderation/report.model';
import { reportRepository } from '../src/modules/moderation/report.repository';
import { startOfIstDay } from '../src/modules/moderation/use-cases/create-report';
import { errorOf, setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';

/**
 * Issue 33: one customer filed 40 reports against an astrologer they never consulted, all landing in the moderation
 * queue. A report now needs a consultation or an order with the astrologer, one open report per customer and
 * astrologer, at most REPORTS_PER_CUSTOMER_PER_DAY a day, and an approved (public) astrologer.
 */
const t = setupTestServer({ REPORTS_PER_CUSTOMER_PER_DAY: '2' });
const RAJESH = 1;
const MEENAKSHI = 2;

/** A customer who booked the astrologer and ended the session: a real consultation, as reporting requires. */
async function customerWhoConsulted(astrologerId = RAJESH) {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 100_000);
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration: 10 }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token);
  return { ...customer, consultation: booked.body };
}

const report = (token: string, body: object) => t.current.api<ReportReceipt>('POST', '/api/reports', { reason: 'abusive', details: 'Shouted at me', ...body }, token);

async function openQueue(): Promise<ModerationReport[]> {
  const admin = await t.current.loginAs('admin');
  return (await t.current.api<ModerationReport[]>('GET', '/api/admin/moderation/reports', undefined, admin.token)).body;
}

async function dismiss(reportId: number) {
  const admin = await t.current.loginAs('admin');
  const decided = await t.current.api('POST', `/api/admin/moderation/reports/${reportId}/actions`, { action: 'dismiss', note: 'Not a breach of the rules' }, admin.token);
  expect(decided.status).toBe(200);
}

describe('who can report an astrologer', () => {
  beforeEach(() => t.current.reset());

  it('when a customer who never consulted an astrologer sends 40 reports, then each is refused with 403 and the queue stays empty', async () => {
    const stranger = await t.current.registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await report(stranger.token, { astrologerId: RAJESH })).status);
    expect(new Set(statuses)).toEqual(new Set([403]));
    const refused = await report(stranger.token, { astrologerId: RAJESH });
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN', message: 'You can report an astrologer only after a consultation or an order with them' });
    expect(await openQueue()).toEqual([]);
  });

  it('when the customer had a consultation with the astrologer, then the report is accepted, but not about another astrologer', async () => {
    const customer = await customerWhoConsulted(RAJESH);
    expect((await report(customer.token, { astrologerId: RAJESH })).status).toBe(201);
    expect((await report(customer.token, { astrologerId: MEENAKSHI })).status).toBe(403);
    expect((await openQueue()).map((queued) => queued.astrologer.id)).toEqual([RAJESH]);
  });

  it('when the customer paid for an order that the astrologer took on from the fulfilment queue, then the report is accepted', async () => {
    const customer = await t.current.registerUser();
    const inputs = {
      person: { name: 'Asha Verma', gender: 'female', birthDate: '1990-05-15', birthTime: '10:30', birthPlace: 'Pune', latitude: 18.5196, longitude: 73.8554, timezone: 'Asia/Kolkata' },
      concern: 'Delays in my career for two years',
    };
    const payment = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', { service: 'remedies', packageName: 'Remedies', inputs }, customer.token);
    await postCallback(t.current, gatewayAnswer(t.current, payment.body));
    expect((await report(customer.token, { astrologerId: RAJESH })).status).toBe(403);

    const astrologer = await t.current.loginAs('astrologer');
    expect((await t.current.api('POST', `/api/fulfilment/tasks/${payment.body.txnid}/claim`, {}, astrologer.token)).status).toBe(200);
    expect((await report(customer.token, { astrologerId: RAJESH })).status).toBe(201);
    expect((await report(customer.token, { astrologerId: MEENAKSHI })).status).toBe(403);
  });

  it('when the astrologer is pending approval (or no longer approved), then a report is refused with 404 like any profile that is not public', async () => {
    const customer = await customerWhoConsulted(RAJESH);
    const admin = await t.current.loginAs('admin');
    const pending = (await t.current.api<AdminAstrologersPage>('GET', '/api/admin/astrologers?status=pending', undefined, admin.token)).body.items[0];
    expect(pending).toBeDefined();
    const refused = await report(customer.token, { astrologerId: pending.id });
    expect(refused.status).toBe(404);
    expect(errorOf(refused).message).toBe('Astrologer not found');

    await t.current.api('PATCH', `/api/admin/astrologers/${RAJESH}/reject`, { reason: 'Profile under review again' }, admin.token);
    expect((await report(customer.token, { astrologerId: RAJESH })).status).toBe(404);
    expect(await openQueue()).toEqual([]);
  });
});

describe('one open report per customer and astrologer', () => {
  beforeEach(() => t.current.reset());

  it('when a report is open, then a second one about the same astrologer is a 409 naming it, and once decided the customer can report again', async () => {
    const customer = await customerWhoConsulted();
    const first = await report(customer.token, { astrologerId: RAJESH });
    expect(first.status).toBe(201);

    const second = await report(customer.token, { astrologerId: RAJESH, reason: 'misleading', details: 'Said my family is cursed' });
    expect(second.status).toBe(409);
    expect(errorOf(second)).toMatchObject({
      code: 'CONFLICT',
      message: 'You already have an open report about this astrologer. Our team is reviewing it; you can report them again once it is decided.',
      details: { reportId: first.body.id },
    });
    const aboutTheSession = await report(customer.token, { astrologerId: RAJESH, consultationId: customer.consultation.id });
    expect(aboutTheSession.status).toBe(409);
    expect(await openQueue()).toHaveLength(1);

    await dismiss(first.body.id);
    expect((await report(customer.token, { astrologerId: RAJESH, reason: 'misleading', details: 'Said my family is cursed' })).status).toBe(201);
  });

  it('when a report stored before the rule has no open slot, then the start-up backfill gives it one and it counts as open', async () => {
    const customer = await customerWhoConsulted();
    await ReportModel.collection.insertOne({ _id: 900 as never, reporterId: customer.user.id, astrologerId: RAJESH, reason: 'spam', details: '', status: 'open', createdAt: new Date() });
    expect(await reportRepository.backfillOpenSlots()).toBe(1);
    expect(await reportRepository.backfillOpenSlots()).toBe(0);
    const refused = await report(customer.token, { astrologerId: RAJESH });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).details).toEqual({ reportId: 900 });
  });

  it('when the same customer sends two reports at the same moment, then exactly one is queued', async () => {
    const customer = await customerWhoConsulted();
    const answers = await Promise.all([1, 2, 3].map(() => report(customer.token, { astrologerId: RAJESH })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await openQueue()).toHaveLength(1);
  });

  it('when two customers report the same astrologer, then each report is queued (the rule is per customer)', async () => {
    const asha = await customerWhoConsulted();
    const ravi = await customerWhoConsulted();
    expect((await report(asha.token, { astrologerId: RAJESH })).status).toBe(201);
    expect((await report(ravi.token, { astrologerId: RAJESH })).status).toBe(201);
    expect(await openQueue()).toHaveLength(2);
  });
});

describe('reports per customer and day', () => {
  beforeEach(() => t.current.reset());

  it('when a customer has filed REPORTS_PER_CUSTOMER_PER_DAY reports today (decided ones count too), then the next is a 429 until the next India day', async () => {
    const customer = await customerWhoConsulted();
    const first = await report(customer.token, { astrologerId: RAJESH });
    await dismiss(first.body.id);
    const second = await report(customer.token, { astrologerId: RAJESH });
    expect(second.status).toBe(201);
    await dismiss(second.body.id);

    const third = await report(customer.token, { astrologerId: RAJESH });
    expect(third.status).toBe(429);
    expect(errorOf(third)).toMatchObject({ code: 'RATE_LIMITED', message: 'You have sent 2 reports today, the most allowed in one day. You can send another tomorrow (India time).' });
    expect(await openQueue()).toEqual([]);
  });

  it('the India day starts at 00:00 IST (18:30 UTC the day before)', () => {
    expect(startOfIstDay(new Date('2026-03-10T18:29:59Z')).toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(startOfIstDay(new Date('2026-03-10T18:30:00Z')).toISOString()).toBe('2026-03-10T18:30:00.000Z');
  });
});
