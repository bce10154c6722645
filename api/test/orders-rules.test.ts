import { DEMO_SELLER, loadConfig, sellerProblems } from '../src/config/config';
import { periodOf } from '../src/modules/fulfilment/reading-periods';
import { financialYearOf } from '../src/modules/receipts/invoice-sequence';
import { gstBreakdown } from '../src/modules/receipts/gst-breakdown';
import { createInProcessJobQueue } from '../src/shared/jobs/job-queue';

const silent = { warn: () => undefined, error: () => undefined };

describe('GST-inclusive breakdown', () => {
  it.each([
    [34_900, 29_576, 2_662, 2_662],
    [100, 85, 7, 8],
    [99_900, 84_661, 7_619, 7_620],
    [1, 1, 0, 0],
  ])('when %i paise are paid, then taxable value %i, CGST %i, SGST %i, adding up to the amount', (amount, taxable, cgst, sgst) => {
    const breakdown = gstBreakdown(amount);
    expect(breakdown).toEqual({ taxableValue: taxable, gst: cgst + sgst, cgst, sgst, igst: 0, interState: false });
    expect(breakdown.taxableValue + breakdown.cgst + breakdown.sgst).toBe(amount);
  });
});

describe('invoice financial year', () => {
  it('when a payment falls on either side of 1 April in IST, then it belongs to that financial year', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27'); // 23:59 IST on 31 March
    expect(financialYearOf(new Date('2027-03-31T18:31:00Z'))).toBe('2027-28'); // 00:01 IST on 1 April
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});

describe('reading periods (IST)', () => {
  const boughtAt = new Date('2026-11-25T20:00:00Z'); // Thursday 26 Nov 01:30 IST
  it('when a daily package is bought after midnight IST, then reading 1 covers that IST day and reading 2 the next', () => {
    expect(periodOf('day', boughtAt, 1)).toEqual({ start: new Date('2026-11-25T18:30:00Z'), end: new Date('2026-11-26T18:30:00Z') });
    expect(periodOf('day', boughtAt, 2).start).toEqual(new Date('2026-11-26T18:30:00Z'));
  });
  it('when a weekly package is bought, then weeks run Sunday to Sunday', () => {
    expect(periodOf('week', boughtAt, 1)).toEqual({ start: new Date('2026-11-21T18:30:00Z'), end: new Date('2026-11-28T18:30:00Z') });
  });
  it('when a monthly package is bought, then months begin on the 1st, across the year end', () => {
    expect(periodOf('month', boughtAt, 2)).toEqual({ start: new Date('2026-11-30T18:30:00Z'), end: new Date('2026-12-31T18:30:00Z') });
  });
});

describe('in-process job queue', () => {
  it('when the same job id is enqueued twice while waiting, then it runs once', async () => {
    const queue = createInProcessJobQueue({ logger: silent });
    let runs = 0;
    queue.register('count', { run: async () => { runs += 1; } });
    await queue.enqueue('count', {}, { jobId: 'a' });
    await queue.enqueue('count', {}, { jobId: 'a' });
    await queue.idle();
    expect(runs).toBe(1);
    await queue.close();
  });

  it('when a job fails twice, then it is retried with backoff and succeeds; a job failing every time reaches onExhausted once', async () => {
    const queue = createInProcessJobQueue({ logger: silent });
    const attempts: number[] = [];
    let flaky = 0;
    queue.register('flaky', { backoffMs: 5, run: async () => { flaky += 1; attempts.push(Date.now()); if (flaky < 3) throw new Error('not yet'); } });
    const exhausted: unknown[] = [];
    queue.register<{ n: number }>('broken', { backoffMs: 5, attempts: 2, run: async () => { throw new Error('never'); }, onExhausted: async (payload) => { exhausted.push(payload); } });
    await queue.enqueue('flaky', {});
    await queue.enqueue('broken', { n: 7 });
    await queue.idle();
    expect(flaky).toBe(3);
    // Backoff 5 ms, then 10 ms (doubling).
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(4);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(9);
    expect(exhausted).toEqual([{ n: 7 }]);
    await queue.close();
  });
});

describe('seller configuration', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-good-length', PAYMENT_SANDBOX: 'true', SMS_SANDBOX: 'true' };
  it('when production has no seller, then the server would refuse to start; outside production the demo seller is used', () => {
    expect(sellerProblems(loadConfig(production))).toEqual([expect.stringContaining('SELLER_GSTIN')]);
    expect(loadConfig({}).seller).toMatchObject({ ...DEMO_SELLER, demo: true });
    const configured = loadConfig({ ...production, SELLER_LEGAL_NAME: 'Setu Astro Pvt Ltd', SELLER_ADDRESS: '1 Park Street, Kolkata 700016', SELLER_GSTIN: '19AAACS1234B1Z2' });
    expect(sellerProblems(configured)).toEqual([]);
    expect(configured.seller).toEqual({ legalName: 'Setu Astro Pvt Ltd', address: '1 Park Street, Kolkata 700016', gstin: '19AAACS1234B1Z2', demo: false });
    expect(() => loadConfig({ SELLER_GSTIN: 'not-a-gstin' })).toThrow(/SELLER_GSTIN: must be a 15-character GSTIN/);
  });
});
