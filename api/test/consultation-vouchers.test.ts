import {
  VOUCHER_VALID_DAYS,
  packagePriceInPaise,
  type Consultation,
  type ConsultationVoucher,
  type ConsultationVoucherList,
  type CreatePaymentResponse,
  type EarningsStatement,
  type LedgerEntry,
} from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { refundOrder } from '../src/modules/fulfilment/use-cases/refund-order';
import { expireDueVouchers } from '../src/modules/vouchers/use-cases/expire-vouchers';
import { voucherRepository } from '../src/modules/vouchers/voucher.repository';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { errorOf, setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';
import { commandData, connected, socketPool } from './realtime-test-clients';

const t = setupTestServer();
const events = () => t.current.server.ctx.events;
const sockets = socketPool(() => t.current.url);
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Seed astrologers: Rajesh and Kavita list Marriage & Relationships; Meenakshi (Vedic, Health, KP) does not. */
const RAJESH = 1;
const MEENAKSHI = 2;
const KAVITA = 6;

afterEach(() => sockets.closeAll());

beforeEach(() => {
  // The PDF is not what is tested here: a fast stand-in builds it.
  Object.assign(t.current.server.services.fulfilment.builders, {
    buildItem: async (itemKey: string) => ({ title: `Built ${itemKey}`, pdf: Buffer.from(`%PDF-1.4\n% ${itemKey}\n%%EOF\n`), view: { title: itemKey, sections: [] } }),
  });
});

const couple = {
  first: { name: 'Arjun Rao', gender: 'male', birthDate: '1990-05-15', birthTime: '10:30', birthPlace: 'Chennai, Tamil Nadu', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' },
  second: { name: 'Meera Iyer', gender: 'female', birthDate: '1992-03-14', birthTime: '06:45', birthPlace: 'Jaipur, Rajasthan', latitude: 26.9124, longitude: 75.7873, timezone: 'Asia/Kolkata' },
};

type Customer = Awaited<ReturnType<TestServerLike['registerUser']>>;
type TestServerLike = typeof t.current;

async function buyMatchPackage(customer: Customer, packageName: 'Detailed Compatibility' | 'Premium Match Making'): Promise<CreatePaymentResponse> {
  const payment = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', { service: 'match-making', packageName, inputs: couple }, customer.token);
  expect(payment.status).toBe(201);
  await postCallback(t.current, gatewayAnswer(t.current, payment.body));
  return payment.body;
}

async function vouchersOf(customer: Customer, order?: string): Promise<ConsultationVoucher[]> {
  const response = await t.current.api<ConsultationVoucherList>('GET', `/api/vouchers${order ? `?order=${order}` : ''}`, undefined, customer.token);
  expect(response.status).toBe(200);
  return response.body.items;
}

/**
 * Waits for the order's automatic build (a job after payment) to finish, so that a test which then puts the order
 * back "in progress" to refund it as a failed build is not overtaken by the real build delivering it.
 */
async function buildSettled(txnid: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const order = await mongoose.connection.collection('payment_orders').findOne({ txnid }, { projection: { fulfilment: 1 } });
    const status = (order?.fulfilment as { status?: string } | undefined)?.status;
    if (status && status !== 'pending' && status !== 'in-progress') return;
    if (Date.now() > deadline) throw new Error(`the build of ${txnid} did not finish in 60 s (status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function customerWithVoucher(): Promise<{ customer: Customer; voucher: ConsultationVoucher; txnid: string }> {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 50_000);
  const { txnid } = await buyMatchPackage(customer, 'Detailed Compatibility');
  const [voucher] = await vouchersOf(customer);
  return { customer, voucher, txnid };
}

const balanceOf = async (customer: Customer) => (await t.current.api<{ balance: number }>('GET', '/api/auth/me', undefined, customer.token)).body.balance;
const bookWith = (customer: Customer, voucherId: number, astrologerId = RAJESH, duration = 30) =>
  t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration, voucherId }, customer.token);

async function rateOf(astrologerId: number): Promise<number> {
  return (await t.current.api<{ ratePerMinute: number }>('GET', `/api/astrologers/${astrologerId}`)).body.ratePerMinute;
}

/** The astrologer joins and the customer skips the details: the billing clock starts. */
async function start(customer: Customer, consultationId: number): Promise<{ token: string }> {
  const astrologer = await t.current.loginAs('astrologer');
  const astrologerSocket = await connected(sockets.open(astrologer.token));
  const customerSocket = await connected(sockets.open(customer.token));
  await commandData(customerSocket, 'join-consultation', { consultationId });
  await commandData(astrologerSocket, 'join-consultation', { consultationId });
  const skipped = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token);
  if (!skipped.body.startedAt) throw new Error('session did not start');
  return astrologer;
}

async function startedAgo(consultationId: number, agoMs: number): Promise<void> {
  await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: { startedAt: new Date(Date.now() - agoMs) } });
}

async function earningsEntryOf(astrologerToken: string, consultationId: number) {
  const { body } = await t.current.api<EarningsStatement>('GET', '/api/astrologer/earnings/statement', undefined, astrologerToken);
  return body.entries.find((entry) => entry.consultationId === consultationId);
}

const ledgerOf = (userId: number): Promise<LedgerEntry[]> => ledgerRepository.listForUser(userId);

describe('consultation vouchers of the match-making packages', () => {
  it('when a customer buys Detailed Compatibility, then a 30-minute voucher worth ₹300 is on their account for 30 days; Premium adds a 15-minute follow-up', async () => {
    const customer = await t.current.registerUser();
    const before = Date.now();
    const detailed = await buyMatchPackage(customer, 'Detailed Compatibility');
    const [voucher, ...others] = await vouchersOf(customer);
    expect(others).toEqual([]);
    expect(voucher).toMatchObject({ kind: 'consultation', minutes: 30, value: 30_000, specialization: 'Marriage & Relationships', status: 'active', orderTxnid: detailed.txnid, itemKey: 'match-detailed' });
    const validFor = new Date(voucher.expiresAt).getTime() - before;
    expect(validFor).toBeGreaterThanOrEqual(VOUCHER_VALID_DAYS * DAY - 5_000);
    expect(validFor).toBeLessThanOrEqual(VOUCHER_VALID_DAYS * DAY + 60_000);

    // A replayed callback issues nothing more.
    const premium = await buyMatchPackage(customer, 'Premium Match Making');
    const premiumVouchers = await vouchersOf(customer, premium.txnid);
    expect(premiumVouchers.map((v) => [v.kind, v.minutes, v.value]).sort()).toEqual([['consultation', 30, 30_000], ['follow-up', 15, 15_000]]);
    expect(await vouchersOf(customer)).toHaveLength(3);

    // Basic Match Analysis promises no consultation: no voucher.
    const other = await t.current.registerUser();
    const basic = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', { service: 'match-making', packageName: 'Basic Match Analysis', inputs: couple }, other.token);
    await postCallback(t.current, gatewayAnswer(t.current, basic.body));
    expect(await vouchersOf(other)).toEqual([]);
  });

  it('when the voucher books a full 30-minute session, then nothing is charged, the astrologer earns what a paid 30-minute session earns, paid by the platform, and the ledgers balance', async () => {
    const { customer, voucher } = await customerWithVoucher();
    const rate = await rateOf(RAJESH);
    const ledgerBefore = await ledgerOf(customer.user.id);

    const booked = await bookWith(customer, voucher.id);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ cost: 0, duration: 30, voucherId: voucher.id, voucherMinutes: 30, paymentStatus: 'completed' });
    expect(await balanceOf(customer)).toBe(50_000);
    expect(await ledgerOf(customer.user.id)).toEqual(ledgerBefore);
    expect((await vouchersOf(customer))[0]).toMatchObject({ status: 'used', consultationId: booked.body.id });

    const astrologer = await start(customer, booked.body.id);
    await startedAgo(booked.body.id, 30 * MINUTE + 1_000);
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token);
    expect(ended.body).toMatchObject({ status: 'completed', usedMinutes: 30, refundedAmount: 0 });

    const paidSessionPrice = packagePriceInPaise(rate, 30);
    const entry = await earningsEntryOf(astrologer.token, booked.body.id);
    expect(entry).toMatchObject({ usedMinutes: 30, grossAmount: paidSessionPrice, platformPaidMinutes: 30, platformPaidAmount: paidSessionPrice });
    expect(entry!.shareAmount).toBe(paidSessionPrice - Math.round((paidSessionPrice * entry!.commissionPercent) / 100));
    // The platform's expense ledger carries exactly what the astrologer was credited; the customer's ledger nothing.
    expect(await voucherRepository.platformExpensesOfVoucher(voucher.id)).toEqual([{ consultationId: booked.body.id, astrologerId: RAJESH, minutes: 30, amount: paidSessionPrice }]);
    const ledger = await ledgerOf(customer.user.id);
    expect(ledger).toEqual(ledgerBefore);
    expect(ledger.reduce((sum, e) => sum + (e.account === 'cash' ? e.amount : 0), 0)).toBe(await balanceOf(customer));
  });

  it('when a voucher session ends after 10 of 30 minutes, then 20 minutes of the voucher value come back to the wallet and the astrologer is paid for 10, as for a paid session', async () => {
    const { customer, voucher } = await customerWithVoucher();
    const rate = await rateOf(RAJESH);
    const booked = await bookWith(customer, voucher.id);
    const astrologer = await start(customer, booked.body.id);
    await startedAgo(booked.body.id, 10 * MINUTE - 2_000);
    // The End Call confirmation's figure is what the end gives back.
    const estimate = await t.current.api<{ refund: number; usedMinutes: number }>('GET', `/api/consultations/${booked.body.id}/refund-if-ended-now`, undefined, customer.token);
    expect(estimate.body).toMatchObject({ refund: 20 * Math.floor(30_000 / 30), usedMinutes: 10 });

    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token);
    expect(ended.body).toMatchObject({ status: 'completed', usedMinutes: 10, refundedAmount: 0 });
    const voucherRefund = 20 * Math.floor(30_000 / 30);
    expect(await balanceOf(customer)).toBe(50_000 + voucherRefund);
    expect((await ledgerOf(customer.user.id)).filter((e) => e.reference.type === 'voucher').map((e) => [e.reason, e.amount, e.reference.id])).toEqual([['refund', voucherRefund, voucher.id]]);
    expect((await vouchersOf(customer))[0]).toMatchObject({ status: 'used', refundedAmount: voucherRefund });

    const price = packagePriceInPaise(rate, 30);
    const paid = price - 20 * Math.floor(price / 30);
    expect(await earningsEntryOf(astrologer.token, booked.body.id)).toMatchObject({ usedMinutes: 10, platformPaidMinutes: 10, platformPaidAmount: paid, grossAmount: paid });
    expect(await voucherRepository.platformExpensesOfVoucher(voucher.id)).toEqual([expect.objectContaining({ amount: paid, minutes: 10 })]);
  });

  it('when the voucher session never starts, then it is cancelled and the voucher is back on the account', async () => {
    const { customer, voucher } = await customerWithVoucher();
    const booked = await bookWith(customer, voucher.id);
    await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: booked.body.id }, { $set: { createdAt: new Date(Date.now() - 3 * MINUTE - 1_000) } });
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token);
    expect(ended.body).toMatchObject({ status: 'cancelled', refundedAmount: 0 });
    const [again] = await vouchersOf(customer);
    expect(again).toMatchObject({ status: 'active', expiresAt: voucher.expiresAt });
    expect(again.consultationId).toBeUndefined();
    expect(await balanceOf(customer)).toBe(50_000);
    expect((await bookWith(customer, voucher.id)).status).toBe(201);
  });

  it('when two bookings race with one voucher, then exactly one succeeds and nothing is charged for the other', async () => {
    const { customer, voucher } = await customerWithVoucher();
    const results = await Promise.all([bookWith(customer, voucher.id, RAJESH), bookWith(customer, voucher.id, KAVITA)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!;
    const { body: consultations } = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token);
    expect(consultations.map((c) => [c.id, c.status])).toEqual([[winner.body.id, 'active']]);
    expect((await vouchersOf(customer))[0]).toMatchObject({ status: 'used', consultationId: winner.body.id });
    expect(await balanceOf(customer)).toBe(50_000);
  });

  it('when a voucher is not used in 30 days, then the expiry job refunds its value to the wallet once, and it can no longer be booked', async () => {
    const { customer, voucher } = await customerWithVoucher();
    await mongoose.connection.collection<{ _id: number }>('consultation_vouchers').updateOne({ _id: voucher.id }, { $set: { expiresAt: new Date(Date.now() - 1_000) } });

    const runs = await Promise.all([expireDueVouchers(events()), expireDueVouchers(events()), expireDueVouchers(events())]);
    expect(runs.flat().filter((v) => v.id === voucher.id)).toHaveLength(1);
    await expireDueVouchers(events());
    expect(await balanceOf(customer)).toBe(50_000 + 30_000);
    const refunds = (await ledgerOf(customer.user.id)).filter((e) => e.reference.type === 'voucher');
    expect(refunds.map((e) => [e.reason, e.amount, e.account])).toEqual([['refund', 30_000, 'cash']]);
    expect((await vouchersOf(customer))[0]).toMatchObject({ status: 'expired', refundedAmount: 30_000 });
    // The wallet statement names it; the session's platform-paid minutes never appear there (no entry at booking).
    const statement = await t.current.api<{ entries: Array<{ kind: string; amount: number; description: string | null; reference: { type: string } }> }>('GET', '/api/wallet/statement', undefined, customer.token);
    expect(statement.body.entries.filter((e) => e.reference.type === 'voucher')).toEqual([expect.objectContaining({ kind: 'refund', amount: 30_000, description: '30-minute consultation voucher' })]);

    const late = await bookWith(customer, voucher.id);
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toMatch(/expired/);
  });

  it('when the astrologer does not list marriage and relationships, then the voucher cannot book them and nothing changes', async () => {
    const { customer, voucher } = await customerWithVoucher();
    const refused = await bookWith(customer, voucher.id, MEENAKSHI);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toMatch(/marriage and relationships/);
    expect((await vouchersOf(customer))[0].status).toBe('active');
    expect(await balanceOf(customer)).toBe(50_000);
    // The wrong length is refused as well.
    expect((await bookWith(customer, voucher.id, RAJESH, 15)).status).toBe(400);
  });

  it("when someone uses another customer's voucher, then it is refused exactly as a missing one, and the owner keeps it", async () => {
    const { customer, voucher } = await customerWithVoucher();
    const stranger = await t.current.registerUser();
    await t.current.topUp(stranger.user.id, 50_000);
    const theirs = await bookWith(stranger, voucher.id);
    const missing = await bookWith(stranger, 999_999);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(await balanceOf(stranger)).toBe(50_000);
    expect((await vouchersOf(stranger))).toEqual([]);
    expect((await vouchersOf(customer))[0].status).toBe('active');
  });

  it('when the order is refunded after its voucher was used, then the refund leaves out the voucher value; an unused voucher is withdrawn with its order', async () => {
    const used = await customerWithVoucher();
    await bookWith(used.customer, used.voucher.id);
    await buildSettled(used.txnid);
    await mongoose.connection.collection('payment_orders').updateOne({ txnid: used.txnid }, { $set: { 'fulfilment.status': 'in-progress' } });
    expect(await refundOrder(used.txnid, 'build-failed', events())).not.toBeNull();
    const refund = (await ledgerOf(used.customer.user.id)).find((e) => e.reference.type === 'payment' && e.reason === 'refund');
    expect(refund?.amount).toBe(59_900 - 30_000);

    const unused = await customerWithVoucher();
    await buildSettled(unused.txnid);
    await mongoose.connection.collection('payment_orders').updateOne({ txnid: unused.txnid }, { $set: { 'fulfilment.status': 'in-progress' } });
    await refundOrder(unused.txnid, 'build-failed', events());
    expect((await vouchersOf(unused.customer))[0].status).toBe('withdrawn');
    expect((await bookWith(unused.customer, unused.voucher.id)).status).toBe(409);
  });
});
