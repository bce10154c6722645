import { type Consultation, type WalletRechargeResponse, type WalletStatementEntry, type WalletStatementResponse } from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { errorOf, setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';
import { commandData, connected, socketPool } from './realtime-test-clients';

const t = setupTestServer();
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MINUTE = 60_000;

afterEach(() => sockets.closeAll());

async function statement(token: string, query = ''): Promise<WalletStatementResponse> {
  const response = await t.current.api<WalletStatementResponse>('GET', `/api/wallet/statement${query}`, undefined, token);
  expect(response.status).toBe(200);
  return response.body;
}

/** Every page, following the cursor, `limit` entries at a time. */
async function wholeStatement(token: string, limit: number): Promise<{ pages: WalletStatementResponse[]; entries: WalletStatementEntry[] }> {
  const pages: WalletStatementResponse[] = [];
  let cursor: number | null = null;
  do {
    const page = await statement(token, `?limit=${limit}${cursor ? `&before=${cursor}` : ''}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 50);
  return { pages, entries: pages.flatMap((page) => page.entries) };
}

const sumOf = (entries: WalletStatementEntry[], account: 'cash' | 'bonus') =>
  entries.filter((entry) => entry.account === account).reduce((sum, entry) => sum + entry.amount, 0);

/**
 * A customer with each kind of entry: a ₹1,000 recharge pack (cash top-up and its ₹100 bonus), a 15-minute
 * booking with Rajesh (bonus spent first, then cash), a 5-minute extension, and an end after 2 minutes (refund).
 */
async function customerWithEveryKind() {
  const customer = await t.current.registerUser();
  const order = await t.current.api<WalletRechargeResponse>('POST', '/api/payment/wallet/recharge', { amount: 100_000 }, customer.token);
  expect(order.status).toBe(201);
  await postCallback(t.current, gatewayAnswer(t.current, order.body));

  const astrologer = await t.current.loginAs('astrologer');
  const astrologerSocket = await connected(sockets.open(astrologer.token));
  const customerSocket = await connected(sockets.open(customer.token));
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15 }, customer.token);
  expect(booked.status).toBe(201);
  const consultationId = booked.body.id;
  await commandData(customerSocket, 'join-consultation', { consultationId });
  await commandData(astrologerSocket, 'join-consultation', { consultationId });
  await t.current.api('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token);
  const extended = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/extend`, { duration: 5 }, customer.token);
  expect(extended.status).toBe(200);
  await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: { startedAt: new Date(Date.now() - MINUTE - 1_000) } });
  const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);
  expect(ended.status).toBe(200);
  expect(ended.body.refundedAmount).toBeGreaterThan(0);
  return { customer, consultationId, txnid: order.body.paymentData.txnid };
}

describe('GET /api/wallet/statement', () => {
  it('when a customer has topped up, booked, extended, been refunded and got a bonus, then every kind is listed newest first with running balances, cash and bonus apart, summing to the balances', async () => {
    const { customer, consultationId } = await customerWithEveryKind();
    const page = await statement(customer.token, '?limit=50');

    expect(page.nextCursor).toBeNull();
    const ids = page.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(page.entries.map((entry) => entry.kind))).toEqual(new Set(['topup', 'bonus', 'consultation', 'extension', 'refund']));
    expect(new Set(page.entries.map((entry) => entry.account))).toEqual(new Set(['cash', 'bonus']));

    // The sum of the entries is the balance, each account on its own.
    expect(sumOf(page.entries, 'cash')).toBe(page.balance);
    expect(sumOf(page.entries, 'bonus')).toBe(page.bonusBalance);
    expect(page.entries[0]).toMatchObject({ cashBalance: page.balance, bonusBalance: page.bonusBalance });
    expect(page.balance).toBe((await t.current.api<{ balance: number }>('GET', '/api/wallet', undefined, customer.token)).body.balance);

    // Each line is the line below it plus its own amount, on its own account; the other balance is unchanged.
    const oldestFirst = [...page.entries].reverse();
    let cash = 0;
    let bonus = 0;
    for (const entry of oldestFirst) {
      if (entry.account === 'cash') cash += entry.amount;
      else bonus += entry.amount;
      expect({ id: entry.id, cash: entry.cashBalance, bonus: entry.bonusBalance }).toEqual({ id: entry.id, cash, bonus });
    }

    // Signed amounts: money in positive, money out negative.
    const byKind = (kind: WalletStatementEntry['kind']) => page.entries.filter((entry) => entry.kind === kind);
    expect(byKind('topup')).toEqual([expect.objectContaining({ account: 'cash', amount: 100_000, description: 'AstroSetu wallet top-up with 10% bonus credit' })]);
    expect(byKind('bonus')).toEqual([expect.objectContaining({ account: 'bonus', amount: 10_000, description: 'AstroSetu wallet top-up with 10% bonus credit' })]);
    for (const entry of [...byKind('consultation'), ...byKind('extension')]) {
      expect(entry.amount).toBeLessThan(0);
      expect(entry).toMatchObject({ description: 'Pandit Rajesh Sharma', reference: { type: 'consultation', id: consultationId } });
    }
    // The booking spent the ₹100 bonus first, then cash: two entries, one per account.
    expect(byKind('consultation').map((entry) => entry.account).sort()).toEqual(['bonus', 'cash']);
    for (const entry of byKind('refund')) expect(entry.amount).toBeGreaterThan(0);
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });

  it('when read a page at a time, then the pages follow each other without gaps or repeats and the running balances match the whole statement', async () => {
    const { customer } = await customerWithEveryKind();
    const whole = await statement(customer.token, '?limit=50');
    expect(whole.entries.length).toBeGreaterThanOrEqual(6);

    const { pages, entries } = await wholeStatement(customer.token, 2);
    expect(pages.length).toBe(Math.ceil(whole.entries.length / 2));
    expect(pages.slice(0, -1).every((page) => page.entries.length === 2 && page.nextCursor === page.entries[1]!.id)).toBe(true);
    expect(pages[pages.length - 1]!.nextCursor).toBeNull();
    expect(entries).toEqual(whole.entries);

    // Default page size 20; a new entry after the first page does not shift the next page.
    const first = await statement(customer.token, '?limit=3');
    await t.current.topUp(customer.user.id, 5_000);
    const next = await statement(customer.token, `?limit=3&before=${first.nextCursor}`);
    expect(next.entries.map((entry) => entry.id)).toEqual(whole.entries.slice(3, 6).map((entry) => entry.id));
    const fresh = await statement(customer.token);
    expect(fresh.entries[0]).toMatchObject({ kind: 'topup', amount: 5_000, cashBalance: whole.balance + 5_000 });
  });

  it('when a customer has no entries yet, then the statement is empty with zero balances', async () => {
    const customer = await t.current.registerUser();
    expect(await statement(customer.token)).toEqual({ balance: 0, bonusBalance: 0, entries: [], nextCursor: null });
  });

  it.each([
    ['?limit=0', 'limit', 'limit must be a whole number from 1 to 50'],
    ['?limit=51', 'limit', 'limit must be a whole number from 1 to 50'],
    ['?limit=2.5', 'limit', 'limit must be a whole number from 1 to 50'],
    ['?limit=ten', 'limit', 'limit must be a whole number from 1 to 50'],
    ['?before=0', 'before', 'before must be the id of a statement entry: a whole number of at least 1'],
    ['?before=-3', 'before', 'before must be the id of a statement entry: a whole number of at least 1'],
    ['?before=abc', 'before', 'before must be the id of a statement entry: a whole number of at least 1'],
  ])('when the query is %s, then 400 names the parameter and says why', async (query, field, message) => {
    const customer = await t.current.registerUser();
    const response = await t.current.api('GET', `/api/wallet/statement${query}`, undefined, customer.token);
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });

  it("when two customers have entries, then each sees only their own, even with a cursor taken from the other's", async () => {
    const { customer: first } = await customerWithEveryKind();
    const second = await t.current.registerUser();
    await t.current.topUp(second.user.id, 12_300);
    const firstPage = await statement(first.token, '?limit=50');
    const secondPage = await statement(second.token, '?limit=50');
    expect(secondPage.entries).toEqual([expect.objectContaining({ kind: 'topup', amount: 12_300, cashBalance: 12_300, bonusBalance: 0 })]);
    expect(secondPage.entries.some((entry) => firstPage.entries.some((other) => other.id === entry.id))).toBe(false);
    // A cursor above the first customer's newest entry still pages the second customer's own ledger.
    const withCursor = await statement(second.token, `?before=${firstPage.entries[0]!.id + 1000}`);
    expect(withCursor.entries.map((entry) => entry.id)).toEqual(secondPage.entries.map((entry) => entry.id));
  });

  it('when nobody is signed in, then 401; an astrologer or admin has no customer wallet: 403', async () => {
    const anonymous = await t.current.api('GET', '/api/wallet/statement');
    expect(anonymous.status).toBe(401);
    const astrologer = await t.current.loginAs('astrologer');
    expect((await t.current.api('GET', '/api/wallet/statement', undefined, astrologer.token)).status).toBe(403);
    const admin = await t.current.loginAs('admin');
    expect((await t.current.api('GET', '/api/wallet/statement', undefined, admin.token)).status).toBe(403);
  });

  it('when the request asks for Hindi, then a product is named in Hindi; an astrologer keeps their name', async () => {
    const { customer } = await customerWithEveryKind();
    const response = await fetch(`${t.current.url}/api/wallet/statement?limit=50`, { headers: { authorization: `Bearer ${customer.token}`, 'accept-language': 'hi' } });
    const page = (await response.json()) as WalletStatementResponse;
    const topUp = page.entries.find((entry) => entry.kind === 'topup')!;
    expect(topUp.description).not.toBe('AstroSetu wallet top-up with 10% bonus credit');
    expect(topUp.description).toMatch(/[\u0900-\u097F]/);
    expect(page.entries.find((entry) => entry.kind === 'extension')!.description).toBe('Pandit Rajesh Sharma');
  });
});
