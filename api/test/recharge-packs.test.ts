import {
  packagePriceInPaise,
  type AuditEntry,
  type Consultation,
  type LedgerEntry,
  type Page,
  type RechargePack,
  type SpendingCapResponse,
  type WalletBalances,
  type WalletRechargeResponse,
} from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { errorOf, setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';
import { commandData, connected, socketPool } from './realtime-test-clients';

const t = setupTestServer();
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MINUTE = 60_000;

afterEach(() => sockets.closeAll());

async function rechargePaid(token: string, amount: number): Promise<string> {
  const order = await t.current.api<WalletRechargeResponse>('POST', '/api/payment/wallet/recharge', { amount }, token);
  expect(order.status).toBe(201);
  const answer = gatewayAnswer(t.current, order.body);
  await postCallback(t.current, answer);
  return order.body.paymentData.txnid;
}

async function balances(token: string): Promise<WalletBalances> {
  return (await t.current.api<WalletBalances>('GET', '/api/wallet', undefined, token)).body;
}

async function rajeshRate(): Promise<number> {
  return (await t.current.api<{ ratePerMinute: number }>('GET', `/api/astrologers/${RAJESH}`)).body.ratePerMinute;
}

const entriesOf = async (userId: number, consultationId: number): Promise<LedgerEntry[]> =>
  (await ledgerRepository.listForUser(userId)).filter((e) => e.reference.type === 'consultation' && e.reference.id === consultationId);

describe('recharge packs with bonus credit', () => {
  it('when a customer looks, then the active packs are listed with their bonus: ₹1,000 +10% and ₹2,000 +15%', async () => {
    const { body } = await t.current.api<RechargePack[]>('GET', '/api/recharge-packs');
    expect(body.map(({ amount, bonusPercent, bonusAmount }) => ({ amount, bonusPercent, bonusAmount }))).toEqual([
      { amount: 100_000, bonusPercent: 10, bonusAmount: 10_000 },
      { amount: 200_000, bonusPercent: 15, bonusAmount: 30_000 },
    ]);
  });

  it('when a ₹1,000 pack is paid, then ₹1,000 cash and ₹100 bonus credit arrive as two ledger entries, once even if the callback is replayed', async () => {
    const customer = await t.current.registerUser();
    const order = await t.current.api<WalletRechargeResponse>('POST', '/api/payment/wallet/recharge', { amount: 100_000 }, customer.token);
    const answer = gatewayAnswer(t.current, order.body);
    await Promise.all([postCallback(t.current, answer), postCallback(t.current, answer)]);
    await postCallback(t.current, answer);
    expect(await balances(customer.token)).toEqual({ balance: 100_000, bonusBalance: 10_000 });
    const { body: ledger } = await t.current.api<{ entries: LedgerEntry[]; bonusBalance: number }>('GET', '/api/wallet/ledger', undefined, customer.token);
    expect(ledger.entries.map((e) => [e.account, e.reason, e.amount, e.balanceAfter]).sort()).toEqual(
      [
        ['bonus', 'bonus', 10_000, 10_000],
        ['cash', 'topup', 100_000, 100_000],
      ].sort(),
    );
  });

  it('when the amount is not a pack, then no bonus', async () => {
    const customer = await t.current.registerUser();
    await rechargePaid(customer.token, 50_000);
    expect(await balances(customer.token)).toEqual({ balance: 50_000, bonusBalance: 0 });
  });

  it('when a booking is paid, then bonus credit is spent first; an early end refunds cash first and the rest as bonus', async () => {
    const rate = await rajeshRate();
    const customer = await t.current.registerUser();
    await rechargePaid(customer.token, 100_000);
    const price = packagePriceInPaise(rate, 15);
    const astrologer = await t.current.loginAs('astrologer');
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    const customerSocket = await connected(sockets.open(customer.token));
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15 }, customer.token);
    expect(booked.status).toBe(201);
    const bonusPart = Math.min(10_000, price);
    expect((await entriesOf(customer.user.id, booked.body.id)).map((e) => [e.account, e.amount]).sort()).toEqual(
      [
        ['bonus', -bonusPart],
        ['cash', -(price - bonusPart)],
      ].sort(),
    );
    expect(await balances(customer.token)).toEqual({ balance: 100_000 - (price - bonusPart), bonusBalance: 10_000 - bonusPart });

    // Started, then ended after 1 minute 1 second: 13 of 14 paid minutes back, cash first.
    await commandData(customerSocket, 'join-consultation', { consultationId: booked.body.id });
    await commandData(astrologerSocket, 'join-consultation', { consultationId: booked.body.id });
    await t.current.api('POST', `/api/consultations/${booked.body.id}/skip-details`, {}, customer.token);
    await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: booked.body.id }, { $set: { startedAt: new Date(Date.now() - MINUTE - 1_000) } });
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token);
    const refund = ended.body.refundedAmount ?? 0;
    expect(ended.body.usedMinutes).toBe(2);
    const cashPaid = price - bonusPart;
    const cashRefund = Math.min(refund, cashPaid);
    const refunds = (await entriesOf(customer.user.id, booked.body.id)).filter((e) => e.reason === 'refund');
    expect(refunds.map((e) => [e.account, e.amount]).sort()).toEqual(
      [['cash', cashRefund], ...(refund > cashRefund ? [['bonus', refund - cashRefund]] : [])].sort(),
    );
    expect(await balances(customer.token)).toEqual({ balance: 100_000 - cashPaid + cashRefund, bonusBalance: 10_000 - bonusPart + (refund - cashRefund) });
  });

  it('when a session paid partly with bonus never starts, then each part goes back to the balance it came from', async () => {
    const customer = await t.current.registerUser();
    await rechargePaid(customer.token, 100_000);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15 }, customer.token);
    await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: booked.body.id }, { $set: { createdAt: new Date(Date.now() - 3 * MINUTE - 1_000) } });
    await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token);
    expect(await balances(customer.token)).toEqual({ balance: 100_000, bonusBalance: 10_000 });
  });

  it('when bonus credit is spent, then it does not count against the monthly spending cap', async () => {
    const customer = await t.current.registerUser();
    await rechargePaid(customer.token, 100_000);
    await t.current.api('PUT', '/api/wallet/spending-cap', { monthlyCap: 500_000 }, customer.token);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, customer.token);
    const { body } = await t.current.api<SpendingCapResponse>('GET', '/api/wallet/spending-cap', undefined, customer.token);
    expect(body.spentThisMonth).toBe(Math.max(0, booked.body.cost - 10_000));
  });

  it('when an admin changes a pack, then it is audited, new top-ups get the new bonus and an order already started keeps its bonus', async () => {
    const admin = await t.current.loginAs('admin');
    const customer = await t.current.registerUser();
    const { body: packs } = await t.current.api<RechargePack[]>('GET', '/api/admin/recharge-packs', undefined, admin.token);
    const twoThousand = packs.find((pack) => pack.amount === 200_000)!;
    const started = await t.current.api<WalletRechargeResponse>('POST', '/api/payment/wallet/recharge', { amount: 200_000 }, customer.token);

    const changed = await t.current.api<RechargePack>('PATCH', `/api/admin/recharge-packs/${twoThousand.id}`, { bonusPercent: 20 }, admin.token);
    expect(changed.body).toMatchObject({ bonusPercent: 20, bonusAmount: 40_000 });
    const { body: audit } = await t.current.api<Page<AuditEntry>>('GET', '/api/admin/audit-log?action=recharge-pack.update', undefined, admin.token);
    expect(audit.items[0]).toMatchObject({ action: 'recharge-pack.update', target: { type: 'recharge-pack', id: twoThousand.id }, before: { bonusPercent: 15 }, after: { bonusPercent: 20 } });

    await postCallback(t.current, gatewayAnswer(t.current, started.body));
    expect((await balances(customer.token)).bonusBalance).toBe(30_000);
    await rechargePaid(customer.token, 200_000);
    expect((await balances(customer.token)).bonusBalance).toBe(30_000 + 40_000);

    await t.current.api('PATCH', `/api/admin/recharge-packs/${twoThousand.id}`, { active: false }, admin.token);
    expect((await t.current.api<RechargePack[]>('GET', '/api/recharge-packs')).body.map((pack) => pack.amount)).toEqual([100_000]);
    await rechargePaid(customer.token, 200_000);
    expect((await balances(customer.token)).bonusBalance).toBe(70_000);
    await t.current.api('PATCH', `/api/admin/recharge-packs/${twoThousand.id}`, { active: true, bonusPercent: 15 }, admin.token);
  });

  it('when an admin gives a bad pack, then 400 with the field; a second pack for an amount is 409', async () => {
    const admin = await t.current.loginAs('admin');
    const bad = await t.current.api('POST', '/api/admin/recharge-packs', { amount: 100_050, bonusPercent: 60 }, admin.token);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ amount: expect.stringMatching(/whole rupees/), bonusPercent: expect.stringMatching(/1 to 50/) });
    const again = await t.current.api('POST', '/api/admin/recharge-packs', { amount: 100_000, bonusPercent: 5 }, admin.token);
    expect(again.status).toBe(409);
  });
});
