import {
  FREE_FIRST_MINUTES,
  packagePriceInPaise,
  type Consultation,
  type CreatePaymentResponse,
  type EarningsStatement,
  type FreeFirstMinutesResponse,
  type LedgerEntry,
} from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { astrologerAdminRepository } from '../src/modules/astrologers/astrologer-admin.repository';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';
import { commandData, connected, socketPool, type ChatClient } from './realtime-test-clients';

// The offer is off in other test files (their prices are the full ones); here it is what is tested.
const t = setupTestServer({ FREE_FIRST_MINUTES_OFFER: 'on' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MINUTE = 60_000;
let phoneCounter = 0;

afterEach(async () => {
  sockets.closeAll();
  await astrologerAdminRepository.setOnline(RAJESH, true);
});

/** A phone number no other customer of this file has (the offer is once per phone number). */
function uniquePhone(): string {
  phoneCounter += 1;
  return `+91 97${String(process.pid % 1000).padStart(3, '0')} ${String(phoneCounter).padStart(5, '0')}`;
}

async function rajeshRate(): Promise<number> {
  const { body } = await t.current.api<{ ratePerMinute: number }>('GET', `/api/astrologers/${RAJESH}`);
  return body.ratePerMinute;
}

async function eligibility(token: string): Promise<FreeFirstMinutesResponse> {
  const response = await t.current.api<FreeFirstMinutesResponse>('GET', '/api/consultations/free-first-minutes', undefined, token);
  expect(response.status).toBe(200);
  return response.body;
}

async function balanceOf(token: string): Promise<number> {
  const { body } = await t.current.api<{ balance: number }>('GET', '/api/auth/me', undefined, token);
  return body.balance;
}

async function shiftTimes(consultationId: number, fields: Partial<Record<'createdAt' | 'startedAt', number>>): Promise<void> {
  const set = Object.fromEntries(Object.entries(fields).map(([field, agoMs]) => [field, new Date(Date.now() - (agoMs ?? 0))]));
  await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: set });
}

async function ledgerOf(userId: number, consultationId: number): Promise<LedgerEntry[]> {
  return (await ledgerRepository.listForUser(userId)).filter((e) => e.reference.type === 'consultation' && e.reference.id === consultationId);
}

interface Booked {
  customer: { token: string; user: { id: number } };
  consultation: Consultation;
  customerSocket: ChatClient;
  astrologerSocket: ChatClient;
  astrologer: { token: string };
}

async function newCustomer(phone: string = uniquePhone()) {
  const customer = await t.current.registerUser({ phone });
  await t.current.topUp(customer.user.id, 200_000);
  return customer;
}

async function book(customer: { token: string; user: { id: number } }, options: { start?: boolean } = {}): Promise<Booked> {
  const astrologer = await t.current.loginAs('astrologer');
  const astrologerSocket = await connected(sockets.open(astrologer.token));
  const customerSocket = await connected(sockets.open(customer.token));
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15 }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  await commandData(customerSocket, 'join-consultation', { consultationId: booked.body.id });
  if (options.start !== false) {
    await commandData(astrologerSocket, 'join-consultation', { consultationId: booked.body.id });
    const skipped = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/skip-details`, {}, customer.token);
    if (!skipped.body.startedAt) throw new Error('session did not start');
  }
  return { customer, consultation: booked.body, customerSocket, astrologerSocket, astrologer };
}

async function earningsEntryOf(astrologerToken: string, consultationId: number) {
  const { body } = await t.current.api<EarningsStatement>('GET', '/api/astrologer/earnings/statement', undefined, astrologerToken);
  return { entry: body.entries.find((e) => e.consultationId === consultationId), totals: body.totals };
}

describe('a new customer’s free first minutes', () => {
  it('when a new customer books, then the server says the first 3 minutes are free and charges the package less their worth', async () => {
    const rate = await rajeshRate();
    const customer = await newCustomer();
    expect(await eligibility(customer.token)).toEqual({ eligible: true, minutes: FREE_FIRST_MINUTES });

    const { consultation } = await book(customer, { start: false });
    const expected = packagePriceInPaise(rate, 15) - rate * FREE_FIRST_MINUTES * 100;
    expect(consultation.cost).toBe(expected);
    expect(consultation.freeFirstMinutes).toBe(FREE_FIRST_MINUTES);
    expect(await balanceOf(customer.token)).toBe(200_000 - expected);
    expect((await ledgerOf(customer.user.id, consultation.id)).map((e) => [e.reason, e.amount])).toEqual([['consultation', -expected]]);
    // Once per customer: the next booking would be at the full price.
    expect((await eligibility(customer.token)).eligible).toBe(false);
  });

  it('when the session ends within the free minutes, then nothing is charged and the platform pays the astrologer for the minutes used', async () => {
    const rate = await rajeshRate();
    const customer = await newCustomer();
    const { consultation, astrologer } = await book(customer);
    await shiftTimes(consultation.id, { startedAt: 2 * MINUTE + 30_000 });

    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultation.id}/end`, {}, customer.token);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'completed', usedMinutes: 3, refundedAmount: consultation.cost });
    expect(await balanceOf(customer.token)).toBe(200_000);
    const ledger = await ledgerOf(customer.user.id, consultation.id);
    expect(ledger.map((e) => [e.reason, e.amount]).sort()).toEqual([['consultation', -consultation.cost], ['refund', consultation.cost]].sort());

    const { entry } = await earningsEntryOf(astrologer.token, consultation.id);
    const platformPaid = rate * 3 * 100;
    expect(entry).toMatchObject({ platformPaidMinutes: 3, platformPaidAmount: platformPaid, grossAmount: platformPaid, usedMinutes: 3 });
    expect(entry!.shareAmount).toBe(platformPaid - Math.round((platformPaid * entry!.commissionPercent) / 100));
  });

  it('when the session runs past the free minutes, then the customer pays for the paid minutes used and the refund rules hold for the rest', async () => {
    const rate = await rajeshRate();
    const customer = await newCustomer();
    const { consultation, astrologer } = await book(customer);
    await shiftTimes(consultation.id, { startedAt: 5 * MINUTE - 2_000 });

    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultation.id}/end`, {}, customer.token);
    // 5 minutes used: 3 free + 2 paid; 10 of the 12 paid minutes come back at the session's per-minute price.
    const perMinute = Math.floor(consultation.cost / 12);
    expect(ended.body).toMatchObject({ usedMinutes: 5, refundedAmount: 10 * perMinute });
    expect(await balanceOf(customer.token)).toBe(200_000 - consultation.cost + 10 * perMinute);

    const { entry } = await earningsEntryOf(astrologer.token, consultation.id);
    expect(entry).toMatchObject({
      platformPaidMinutes: 3,
      platformPaidAmount: rate * 300,
      grossAmount: consultation.cost - 10 * perMinute + rate * 300,
    });
  });

  it('when another account gives the same phone number, then it gets no free minutes; a different number does', async () => {
    const phone = uniquePhone();
    const first = await newCustomer(phone);
    await book(first, { start: false });
    // The same number typed another way (no +91, no spaces) is the same number.
    const second = await newCustomer(phone.replace('+91', '0').replace(/\s/g, ''));
    expect((await eligibility(second.token)).eligible).toBe(false);
    const { consultation } = await book(second, { start: false });
    expect(consultation.freeFirstMinutes).toBe(0);
    expect(consultation.cost).toBe(packagePriceInPaise(await rajeshRate(), 15));

    const third = await newCustomer();
    expect((await eligibility(third.token)).eligible).toBe(true);
  });

  it('when the first session never starts, then it is refunded in full and the free minutes stay for the next booking', async () => {
    const customer = await newCustomer();
    const { consultation } = await book(customer, { start: false });
    await shiftTimes(consultation.id, { createdAt: 3 * MINUTE + 1_000 });
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultation.id}/end`, {}, customer.token);
    expect(ended.body).toMatchObject({ status: 'cancelled', refundedAmount: consultation.cost });
    expect(await balanceOf(customer.token)).toBe(200_000);
    expect((await eligibility(customer.token)).eligible).toBe(true);
  });

  it('when a new customer uses “Add ₹X and book”, then the top-up is the price less the free minutes, and the booking takes exactly that', async () => {
    const rate = await rajeshRate();
    const customer = await t.current.registerUser({ phone: uniquePhone() });
    const order = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 10 }, customer.token);
    expect(order.status).toBe(201);
    const due = packagePriceInPaise(rate, 10) - rate * FREE_FIRST_MINUTES * 100;
    expect(order.body.amount).toBe(Math.ceil(due / 100) * 100);
    await postCallback(t.current, gatewayAnswer(t.current, order.body));
    const { body: consultations } = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token);
    expect(consultations).toEqual([expect.objectContaining({ cost: due, freeFirstMinutes: FREE_FIRST_MINUTES, status: 'active' })]);
    expect(await balanceOf(customer.token)).toBe(Math.ceil(due / 100) * 100 - due);
  });

  it('when the demo customer (a returning customer) asks, then the offer is not shown', async () => {
    const demo = await t.current.loginAs('user');
    expect((await eligibility(demo.token)).eligible).toBe(false);
  });
});
