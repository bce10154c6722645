import type {
  AstrologerDashboardFigures,
  AstrologerStats,
  Astrologer,
  Consultation,
  EarningsSummary,
  MarketplaceFigures,
  PayoutDue,
  ProfileStats,
  RefundIfEndedNowResponse,
} from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { astrologerAdminRepository } from '../src/modules/astrologers/astrologer-admin.repository';
import { astrologerRepository } from '../src/modules/astrologers/astrologer.repository';
import { reconcileAstrologerTotals } from '../src/modules/earnings/use-cases/reconcile-astrologer-totals';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { setupTestServer } from './harness';
import { commandData, connected, socketPool, type ChatClient } from './realtime-test-clients';

/**
 * Every figure on a dashboard, history or analytics screen is a sum of ledger entries (issue 32): the customer's
 * wallet ledger (net of refunds) and the astrologer's earnings ledger (their share). The expected values are read
 * here straight from the two ledgers (the wallet's repository, the earnings collection), never typed in.
 */
// The free first session is one of the cases: the offer is on here.
const t = setupTestServer({ FREE_FIRST_MINUTES_OFFER: 'on' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MINUTE = 60_000;

afterEach(async () => {
  sockets.closeAll();
  await astrologerAdminRepository.setOnline(RAJESH, true);
});

interface Session {
  consultation: Consultation;
  customerSocket: ChatClient;
}

type Customer = { token: string; user: { id: number } };

async function book(customer: Customer, astrologerToken: string, options: { start?: boolean } = {}): Promise<Session> {
  const astrologerSocket = await connected(sockets.open(astrologerToken));
  const customerSocket = await connected(sockets.open(customer.token));
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15 }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  await commandData(customerSocket, 'join-consultation', { consultationId: booked.body.id });
  if (options.start !== false) {
    await commandData(astrologerSocket, 'join-consultation', { consultationId: booked.body.id });
    const skipped = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/skip-details`, {}, customer.token);
    if (!skipped.body.startedAt) throw new Error('session did not start');
  }
  return { consultation: booked.body, customerSocket };
}

/** Moves the session's start back, as if `agoMs` had passed since it started. */
async function startedAgo(consultationId: number, agoMs: number): Promise<void> {
  await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: { startedAt: new Date(Date.now() - agoMs) } });
}

async function end(customer: Customer, consultationId: number): Promise<Consultation> {
  const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);
  expect(ended.status).toBe(200);
  return ended.body;
}

/** The customer's wallet ledger entries that paid for or refunded consultations, by consultation id (net paid, positive). */
async function customerLedger(userId: number): Promise<Map<number, number>> {
  const entries = (await ledgerRepository.listForUser(userId)).filter(
    (entry) => entry.reference.type === 'consultation' && ['consultation', 'extension', 'refund'].includes(entry.reason),
  );
  const net = new Map<number, number>();
  for (const entry of entries) net.set(Number(entry.reference.id), (net.get(Number(entry.reference.id)) ?? 0) - entry.amount);
  return net;
}

interface EarningsRow {
  astrologerId: number;
  consultationId: number;
  shareAmount: number;
  grossAmount: number;
  usedMinutes: number;
}

/** The earnings ledger as stored. */
async function earningsLedger(astrologerId?: number): Promise<EarningsRow[]> {
  const filter = astrologerId ? { astrologerId } : {};
  return mongoose.connection.collection<EarningsRow>('astrologer_earnings').find(filter).toArray();
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('figures from the ledger', () => {
  it('when a customer has a free first session, an extension, an early end, a full refund, a full-length session and a running one, then every customer and astrologer figure is a sum of ledger entries', async () => {
    const astrologer = await t.current.loginAs('astrologer');
    const customer = await t.current.registerUser({ phone: `+91 96${String(process.pid % 1000).padStart(3, '0')} 11111` });
    await t.current.topUp(customer.user.id, 500_000);

    // 1. The free first session (3 minutes paid by the platform), ended after 5 minutes: early-end refund.
    const free = await book(customer, astrologer.token);
    expect(free.consultation.freeFirstMinutes).toBe(3);
    await startedAgo(free.consultation.id, 5 * MINUTE - 5_000);
    await end(customer, free.consultation.id);

    // 2. A paid extension (+10 minutes) and the astrologer's free 5, then an end after 7 minutes.
    const extended = await book(customer, astrologer.token);
    expect((await t.current.api('POST', `/api/consultations/${extended.consultation.id}/extend`, { duration: 10 }, customer.token)).status).toBe(200);
    expect((await t.current.api('POST', `/api/consultations/${extended.consultation.id}/extend-astrologer`, {}, astrologer.token)).status).toBe(200);
    await startedAgo(extended.consultation.id, 7 * MINUTE - 10_000);
    await end(customer, extended.consultation.id);

    // 3. Never started (the astrologer did not join): refunded in full.
    const unstarted = await book(customer, astrologer.token, { start: false });
    const cancelled = await end(customer, unstarted.consultation.id);
    expect(cancelled.status).toBe('cancelled');

    // 4. Ran its full time: nothing back.
    const full = await book(customer, astrologer.token);
    await startedAgo(full.consultation.id, 16 * MINUTE);
    await end(customer, full.consultation.id);

    // 5. Still running: paid, some of it may still come back.
    const running = await book(customer, astrologer.token);

    // --- The customer's figures ---
    const ledger = await customerLedger(customer.user.id);
    expect(ledger.get(unstarted.consultation.id)).toBe(0);
    const history = (await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token)).body;
    expect(history).toHaveLength(5);
    for (const row of history) expect(row.netPaid).toBe(ledger.get(row.id) ?? 0);

    const stats = (await t.current.api<ProfileStats>('GET', '/api/profile/stats', undefined, customer.token)).body;
    const ended = history.filter((row) => row.status !== 'active');
    expect(stats.totalSpent).toBe(sum(ended.map((row) => ledger.get(row.id) ?? 0)));
    expect(stats.liveSpent).toBe(ledger.get(running.consultation.id));
    // Everything happened this month: the chart's sum is the ledger's.
    expect(sum(stats.spentByMonth.map((month) => month.spent))).toBe(sum([...ledger.values()]));
    const completed = history.filter((row) => row.status === 'completed');
    expect(stats.totalConsultations).toBe(completed.length);
    expect(stats.totalMinutes).toBe(sum(completed.map((row) => row.usedMinutes ?? 0)));
    expect(stats.totalMinutes).toBe(5 + 7 + 15);

    // --- The astrologer's figures ---
    const earnings = await earningsLedger(RAJESH);
    const dashboard = (await t.current.api<AstrologerDashboardFigures>('GET', '/api/astrologer/dashboard-figures', undefined, astrologer.token)).body;
    expect(dashboard.totals.sessions).toBe(earnings.length);
    expect(dashboard.totals.shareAmount).toBe(sum(earnings.map((entry) => entry.shareAmount)));
    expect(dashboard.minutesBilled).toBe(sum(earnings.map((entry) => entry.usedMinutes)));
    const panel = (await t.current.api<EarningsSummary>('GET', '/api/astrologer/earnings', undefined, astrologer.token)).body;
    expect(dashboard.payoutDue).toBe(panel.payoutDue);
    const admin = await t.current.loginAs('admin');
    const payouts = (await t.current.api<PayoutDue[]>('GET', '/api/admin/payouts', undefined, admin.token)).body;
    expect(payouts.find((row) => row.astrologerId === RAJESH)?.due).toBe(dashboard.payoutDue);

    const astrologerRows = (await t.current.api<Consultation[]>('GET', '/api/astrologer/consultations/history?limit=100', undefined, astrologer.token)).body;
    const shareOf = new Map(earnings.map((entry) => [entry.consultationId, entry.shareAmount]));
    for (const row of astrologerRows) expect(row.astrologerShare).toBe(shareOf.get(row.id) ?? 0);
    expect(astrologerRows.find((row) => row.id === unstarted.consultation.id)?.astrologerShare).toBe(0);
    // The platform paid for the free minutes: the astrologer earns on them though the customer paid less.
    expect(shareOf.get(free.consultation.id)).toBeGreaterThan(0);

    const adminStats = (await t.current.api<AstrologerStats>('GET', `/api/admin/astrologers/${RAJESH}/stats`, undefined, admin.token)).body;
    expect(adminStats.totalConsultations).toBe(earnings.length);
    expect(adminStats.totalRevenue).toBe(sum(earnings.map((entry) => entry.grossAmount)));

    // --- The public figures: real completed sessions of approved astrologers, nothing else ---
    const everyEntry = await earningsLedger();
    const listing = (await t.current.api<Astrologer[]>('GET', '/api/astrologers')).body;
    const approved = new Set(listing.map((row) => row.id));
    const figures = (await t.current.api<MarketplaceFigures>('GET', '/api/marketplace-figures')).body;
    expect(figures.consultations).toBe(everyEntry.filter((entry) => approved.has(entry.astrologerId)).length);
    expect(listing.find((row) => row.id === RAJESH)?.totalConsultations).toBe(earnings.length);

    await end(customer, running.consultation.id);
  });
});

describe('the astrologers’ stored totals', () => {
  it('when a database holds invented counts (as the old demo data wrote), then the start-up sets them to the earnings ledger’s', async () => {
    // The demo data and every session end since keep them in step: nothing to correct.
    expect(await reconcileAstrologerTotals()).toBe(0);
    const astrologers = mongoose.connection.collection<{ _id: number; totalConsultations: number; totalEarnings: number }>('astrologers');
    await astrologers.updateOne({ _id: RAJESH }, { $set: { totalConsultations: 5214, totalEarnings: 273_640_500 } });
    await astrologers.updateOne({ _id: 2 }, { $set: { totalConsultations: 8420, totalEarnings: 1 } });
    expect(await reconcileAstrologerTotals()).toBeGreaterThanOrEqual(2);

    for (const id of [RAJESH, 2]) {
      const earnings = await earningsLedger(id);
      expect(await astrologerRepository.findById(id)).toMatchObject({
        totalConsultations: earnings.length,
        totalEarnings: sum(earnings.map((entry) => entry.grossAmount)),
      });
    }
    // Nothing left to correct on the next start.
    expect(await reconcileAstrologerTotals()).toBe(0);
  });
});

describe('the End Call confirmation', () => {
  it('when a paid extension was bought, then the refund the server estimates is the refund the end credits', async () => {
    const astrologer = await t.current.loginAs('astrologer');
    const customer = await t.current.registerUser({ phone: `+91 96${String(process.pid % 1000).padStart(3, '0')} 22222` });
    await t.current.topUp(customer.user.id, 500_000);
    const { consultation } = await book(customer, astrologer.token);
    expect((await t.current.api('POST', `/api/consultations/${consultation.id}/extend`, { duration: 10 }, customer.token)).status).toBe(200);
    expect((await t.current.api('POST', `/api/consultations/${consultation.id}/extend-astrologer`, {}, astrologer.token)).status).toBe(200);
    // 4 minutes and 10 seconds in: the 5th minute has started and the next starts in 50 s.
    await startedAgo(consultation.id, 4 * MINUTE + 10_000);

    const forCustomer = await t.current.api<RefundIfEndedNowResponse>('GET', `/api/consultations/${consultation.id}/refund-if-ended-now`, undefined, customer.token);
    const forAstrologer = await t.current.api<RefundIfEndedNowResponse>('GET', `/api/consultations/${consultation.id}/refund-if-ended-now`, undefined, astrologer.token);
    expect(forCustomer.status).toBe(200);
    expect(forCustomer.body).toMatchObject({ consultationId: consultation.id, usedMinutes: 5 });
    expect(forAstrologer.body.refund).toBe(forCustomer.body.refund);
    expect(forCustomer.body.refund).toBeGreaterThan(0);

    const ended = await end(customer, consultation.id);
    expect(ended.refundedAmount).toBe(forCustomer.body.refund);
    const refunds = (await ledgerRepository.listForUser(customer.user.id)).filter((entry) => entry.reason === 'refund' && entry.reference.id === consultation.id);
    expect(sum(refunds.map((entry) => entry.amount))).toBe(forCustomer.body.refund);

    // Another customer may not ask, and an ended session has nothing to estimate.
    const stranger = await t.current.registerUser();
    expect((await t.current.api('GET', `/api/consultations/${consultation.id}/refund-if-ended-now`, undefined, stranger.token)).status).toBe(403);
    expect((await t.current.api('GET', `/api/consultations/${consultation.id}/refund-if-ended-now`, undefined, customer.token)).status).toBe(409);
  });
});
