import { packagePriceInPaise, priceInPaise, type Consultation, type SpendingCapResponse } from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { istMonthOf } from '../src/modules/wallet/use-cases/ist-month';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();
const RAJESH = 1;
const MEENAKSHI = 2;

async function rateOf(astrologerId: number): Promise<number> {
  const { body } = await t.current.api<{ ratePerMinute: number }>('GET', `/api/astrologers/${astrologerId}`);
  return body.ratePerMinute;
}

async function customerWithCap(monthlyCap: number | null) {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 1_000_000);
  const set = await t.current.api<SpendingCapResponse>('PUT', '/api/wallet/spending-cap', { monthlyCap }, customer.token);
  expect(set.status).toBe(200);
  return customer;
}

function book(token: string, astrologerId: number, duration = 10) {
  return t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration }, token);
}

describe('the monthly spending cap', () => {
  it('when a booking would pass the cap, then it is refused with SPENDING_CAP_REACHED and nothing is taken', async () => {
    const price = packagePriceInPaise(await rateOf(RAJESH), 10);
    const customer = await customerWithCap(price - 100);
    const refused = await book(customer.token, RAJESH);
    expect(refused.status).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'SPENDING_CAP_REACHED', details: { monthlyCap: price - 100, spentThisMonth: 0, required: price } });
    expect(errorOf(refused).message).toMatch(/monthly spending limit/);
    expect((await ledgerRepository.listForUser(customer.user.id)).filter((e) => e.reason === 'consultation')).toEqual([]);
  });

  it('when the booking fits, then it goes through and the month’s spending counts it; an extension past the cap is refused', async () => {
    const rate = await rateOf(RAJESH);
    const price = packagePriceInPaise(rate, 10);
    const customer = await customerWithCap(price + priceInPaise(rate, 5));
    const booked = await book(customer.token, RAJESH);
    expect(booked.status).toBe(201);
    const { body: cap } = await t.current.api<SpendingCapResponse>('GET', '/api/wallet/spending-cap', undefined, customer.token);
    expect(cap).toEqual({ monthlyCap: price + priceInPaise(rate, 5), spentThisMonth: price, remaining: priceInPaise(rate, 5), month: istMonthOf().month });

    const tooLong = await t.current.api('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 10 }, customer.token);
    expect(tooLong.status).toBe(422);
    expect(errorOf(tooLong).code).toBe('SPENDING_CAP_REACHED');
    const fits = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 5 }, customer.token);
    expect(fits.status).toBe(200);
  });

  it('when the cap is lowered below what was spent, then the next extension is refused at once; raising or removing it allows it at once', async () => {
    const price = packagePriceInPaise(await rateOf(MEENAKSHI), 10);
    const customer = await customerWithCap(null);
    const booked = await book(customer.token, MEENAKSHI);
    expect(booked.status).toBe(201);
    const extend = () => t.current.api('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 5 }, customer.token);
    await t.current.api('PUT', '/api/wallet/spending-cap', { monthlyCap: price }, customer.token);
    expect((await extend()).status).toBe(422);
    const raised = await t.current.api<SpendingCapResponse>('PUT', '/api/wallet/spending-cap', { monthlyCap: 10 * price }, customer.token);
    expect(raised.body.monthlyCap).toBe(10 * price);
    expect((await extend()).status).toBe(200);
    const removed = await t.current.api<SpendingCapResponse>('PUT', '/api/wallet/spending-cap', { monthlyCap: null }, customer.token);
    expect(removed.body).toMatchObject({ monthlyCap: null, remaining: null });
  });

  it('when a session is refunded, then the refund no longer counts as spent', async () => {
    const priceR = packagePriceInPaise(await rateOf(RAJESH), 10);
    const priceM = packagePriceInPaise(await rateOf(MEENAKSHI), 10);
    const customer = await customerWithCap(Math.max(priceR, priceM));
    expect((await book(customer.token, RAJESH)).status).toBe(201);
    // Booking another astrologer ends the unstarted first session with a full refund, in the same transaction.
    const second = await book(customer.token, MEENAKSHI);
    expect(second.status).toBe(201);
    const { body: cap } = await t.current.api<SpendingCapResponse>('GET', '/api/wallet/spending-cap', undefined, customer.token);
    expect(cap.spentThisMonth).toBe(priceM);
  });

  it('when the spending was last IST month, then it does not count this month', async () => {
    const price = packagePriceInPaise(await rateOf(RAJESH), 10);
    const customer = await customerWithCap(price);
    expect((await book(customer.token, RAJESH)).status).toBe(201);
    const lastMonth = new Date(istMonthOf().start.getTime() - 60_000);
    await mongoose.connection.collection('ledger_entries').updateMany({ userId: customer.user.id, reason: 'consultation' }, { $set: { createdAt: lastMonth } });
    const { body: cap } = await t.current.api<SpendingCapResponse>('GET', '/api/wallet/spending-cap', undefined, customer.token);
    expect(cap.spentThisMonth).toBe(0);
  });

  it('when the limit is not a whole number of paise or too large, then 400 with the field message', async () => {
    const customer = await t.current.registerUser();
    const bad = await t.current.api('PUT', '/api/wallet/spending-cap', { monthlyCap: 10.5 }, customer.token);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields?.monthlyCap).toMatch(/whole number/);
    const huge = await t.current.api('PUT', '/api/wallet/spending-cap', { monthlyCap: 1e12 }, customer.token);
    expect(errorOf(huge).fields?.monthlyCap).toMatch(/at most/);
  });

  it('ist month: the month turns at midnight IST, not UTC', () => {
    expect(istMonthOf(new Date('2026-11-30T18:29:59Z')).month).toBe('2026-11');
    expect(istMonthOf(new Date('2026-11-30T18:30:00Z'))).toEqual({ month: '2026-12', start: new Date('2026-11-30T18:30:00Z') });
  });
});
