import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Consultation, CreatePaymentResponse, EarningsStatement, OrderDetail, RefundToSourceQuote, RefundToSourceResponse, TaxInvoiceSummary, User, WalletStatementResponse } from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { runInTransaction } from '../src/db/transactions';
import { gstBreakdown } from '../src/modules/receipts/gst-breakdown';
import { financialYearOf } from '../src/modules/receipts/invoice-sequence';
import { postserviceHash } from '../src/modules/payments/gateway/refund-request';
import { sandboxRefunds } from '../src/modules/payments/sandbox/sandbox-refunds';
import { creditBonus } from '../src/modules/wallet/use-cases/bonus-credit';
import { debitWallet } from '../src/modules/wallet/use-cases/debit-wallet';
import { errorOf, setupTestServer } from './harness';
import { gatewayAnswer, gatewaySettingsOf, postCallback, postForm } from './payments-gateway-simulator';
import { commandData, connected, socketPool } from './realtime-test-clients';

/** Indian tax rules (docs/tax.md): wallet top-ups are not supplies, consumption is invoiced, 194-O TDS, refunds to source. */
const reportsDir = mkdtempSync(join(tmpdir(), 'astrosetu-tax-reports-'));
const t = setupTestServer({ REPORTS_DIR: reportsDir, FREE_FIRST_MINUTES_OFFER: 'off', TDS_194O_PERCENT: '1' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MINUTE = 60_000;

afterEach(() => sockets.closeAll());

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'astrosetu-tax-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function download(path: string, token: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${t.current.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, text: response.status === 200 ? pdfText(bytes) : '' };
}

const invoiceCounter = async () =>
  (await mongoose.connection.collection<{ _id: string; seq: number }>('counters').findOne({ _id: `invoice:${financialYearOf(new Date())}` }))?.seq ?? 0;

async function payAtGateway(token: string, path: string, body: Record<string, unknown>, mihpayid?: string): Promise<CreatePaymentResponse> {
  const created = await t.current.api<CreatePaymentResponse>('POST', path, body, token);
  expect(created.status).toBe(201);
  await postCallback(t.current, gatewayAnswer(t.current, created.body, 'success', mihpayid ? { edit: { mihpayid } } : {}));
  await t.current.server.services.fulfilment.queue.idle();
  return created.body;
}

const orderOf = async (txnid: string, token: string) => (await t.current.api<OrderDetail>('GET', `/api/payment/orders/${txnid}`, undefined, token)).body;

describe('GST-inclusive breakdown, every amount from 1 paisa to ₹1,000', () => {
  it('when any total is split, then taxable value + CGST + SGST (or + IGST) is the total, tax = total - round(total / 1.18), and CGST and SGST differ by at most a paisa', () => {
    let checked = 0;
    for (let total = 1; total <= 100_000; total += 1) {
      const intra = gstBreakdown(total);
      const inter = gstBreakdown(total, { interState: true });
      const tax = total - Math.round(total / 1.18);
      if (
        intra.taxableValue + intra.cgst + intra.sgst !== total ||
        intra.gst !== tax ||
        intra.sgst - intra.cgst < 0 ||
        intra.sgst - intra.cgst > 1 ||
        intra.igst !== 0 ||
        inter.taxableValue + inter.igst !== total ||
        inter.igst !== tax ||
        inter.cgst + inter.sgst !== 0
      ) {
        throw new Error(`${total} paise split wrongly: ${JSON.stringify({ intra, inter })}`);
      }
      checked += 1;
    }
    expect(checked).toBe(100_000);
    // ₹349: 295.76 taxable, 26.62 + 26.62 (an even tax); ₹100: 84.75, 7.62 + 7.63 (an odd one: SGST takes the paisa).
    expect(gstBreakdown(34_900)).toMatchObject({ taxableValue: 29_576, cgst: 2_662, sgst: 2_662 });
    expect(gstBreakdown(10_000)).toMatchObject({ taxableValue: 8_475, cgst: 762, sgst: 763 });
  });
});

describe('a wallet top-up', () => {
  it('when a customer loads the wallet at the gateway, then they get a payment receipt without GST from its own series, and the tax-invoice sequence does not move', async () => {
    const customer = await t.current.registerUser();
    const before = await invoiceCounter();
    const topUp = await payAtGateway(customer.token, '/api/payment/wallet/recharge', { amount: 50_000 });
    expect(await invoiceCounter()).toBe(before);
    const order = await orderOf(topUp.txnid, customer.token);
    expect(order.receipt).toMatchObject({ kind: 'payment-receipt', invoiceNumber: expect.stringMatching(/^PR\d{4}\/\d{6}$/) });
    const { status, text } = await download(order.receipt?.downloadUrl ?? '', customer.token);
    expect(status).toBe(200);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('₹500.00');
    expect(text).toContain('243/37/2024-GST');
    for (const absent of ['Tax invoice', 'CGST', 'SGST', 'IGST', 'Taxable value', '₹423.73']) expect(text).not.toContain(absent);
  });
});

describe('a consultation paid from the wallet', () => {
  it('when it ends, then one tax invoice covers the minutes billed only, billed to the payer (not the birth name), and the astrologer statement shows commission and 194-O TDS', async () => {
    const customer = await t.current.registerUser({ username: 'Kavya Raman' });
    await t.current.topUp(customer.user.id, 200_000);
    const astrologer = await t.current.loginAs('astrologer');
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    const customerSocket = await connected(sockets.open(customer.token));
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15 }, customer.token);
    expect(booked.status).toBe(201);
    const consultationId = booked.body.id;
    await commandData(customerSocket, 'join-consultation', { consultationId });
    await commandData(astrologerSocket, 'join-consultation', { consultationId });
    const details = { name: 'Asha Verma', dateOfBirth: '1990-04-12', timeOfBirth: '06:30', placeOfBirth: 'Pune' };
    expect((await t.current.api('PATCH', `/api/consultations/${consultationId}`, { userDetails: details }, customer.token)).status).toBe(200);
    // Three minutes into the session.
    await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: { startedAt: new Date(Date.now() - 3 * MINUTE + 5_000) } });
    const before = await invoiceCounter();
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);
    expect(ended.status).toBe(200);
    await t.current.api('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);
    expect(await invoiceCounter()).toBe(before + 1);

    const used = ended.body.usedMinutes ?? 0;
    const billed = booked.body.cost - (ended.body.refundedAmount ?? 0);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThan(15);
    const invoices = (await t.current.api<TaxInvoiceSummary[]>('GET', '/api/tax-invoices', undefined, customer.token)).body;
    expect(invoices).toEqual([expect.objectContaining({ consultationId, amount: billed, invoiceNumber: expect.stringMatching(/^AS\d{4}\/\d{6}$/) })]);
    const { taxableValue, cgst, sgst } = gstBreakdown(billed);
    expect(invoices[0].gst).toBe(cgst + sgst);

    const { text } = await download(invoices[0].downloadUrl, customer.token);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of ['Tax invoice', invoices[0].invoiceNumber, 'Kavya Raman', `${used} min`, `₹${(taxableValue / 100).toFixed(2)}`, `₹${(cgst / 100).toFixed(2)}`, `₹${(sgst / 100).toFixed(2)}`, `₹${(billed / 100).toFixed(2)}`, 'CGST @ 9%', 'SGST @ 9%', '999799', 'Place of supply']) {
      expect(flat).toContain(expected);
    }
    expect(flat).not.toContain('Asha Verma');
    expect(flat).not.toContain('IGST');
    // Someone else cannot read it.
    const stranger = await t.current.registerUser();
    expect((await download(invoices[0].downloadUrl, stranger.token)).status).toBe(404);

    const statement = (await t.current.api<EarningsStatement>('GET', '/api/astrologer/earnings/statement', undefined, astrologer.token)).body;
    expect(statement.tds).toEqual({ section: '194-O', percent: 1 });
    const entry = statement.entries.find((e) => e.consultationId === consultationId);
    expect(entry).toMatchObject({ grossAmount: billed, tdsPercent: 1, tdsAmount: Math.round(billed / 100) });
    expect(entry!.commissionAmount + entry!.shareAmount).toBe(billed);
    expect(statement.totals.netPayable).toBe(statement.totals.shareAmount - statement.totals.tdsAmount);
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });
});

describe('the place of supply', () => {
  it('when the payer has another state on their profile, then the invoice charges IGST there; with the supplier\'s state, CGST + SGST; with none, the supplier\'s location', async () => {
    const tamil = await t.current.registerUser({ username: 'Meena Iyer' });
    expect((await t.current.api('PATCH', '/api/profile', { billingState: '99' }, tamil.token)).status).toBe(400);
    const profile = await t.current.api<User>('PATCH', '/api/profile', { billingState: '33' }, tamil.token);
    expect(profile.body.billingState).toBe('33');
    const service = { service: 'tarot', packageName: 'Tarot Reading', inputs: { name: 'Someone Else', question: 'What does the coming year hold for me?' } };
    const paid = await payAtGateway(tamil.token, '/api/payment/service/create', service);
    const order = await orderOf(paid.txnid, tamil.token);
    expect(order.receipt?.kind).toBe('tax-invoice');
    const inter = (await download(order.receipt?.downloadUrl ?? '', tamil.token)).text.replace(/\s+/g, ' ');
    for (const expected of ['IGST @ 18%', '₹53.24', 'Tamil Nadu (33)', 'Meena Iyer']) expect(inter).toContain(expected);
    for (const absent of ['CGST', 'SGST', 'Someone Else']) expect(inter).not.toContain(absent);

    const local = await t.current.registerUser();
    await t.current.api('PATCH', '/api/profile', { billingState: '29' }, local.token);
    const localOrder = await orderOf((await payAtGateway(local.token, '/api/payment/service/create', service)).txnid, local.token);
    const intra = (await download(localOrder.receipt?.downloadUrl ?? '', local.token)).text.replace(/\s+/g, ' ');
    for (const expected of ['CGST @ 9%', 'SGST @ 9%', '₹26.62', 'Karnataka (29)']) expect(intra).toContain(expected);
    expect(intra).not.toContain('IGST');

    const unknown = await t.current.registerUser();
    const unknownOrder = await orderOf((await payAtGateway(unknown.token, '/api/payment/service/create', service)).txnid, unknown.token);
    const fallback = (await download(unknownOrder.receipt?.downloadUrl ?? '', unknown.token)).text.replace(/\s+/g, ' ');
    expect(fallback).toContain('No state on the profile');
    expect(fallback).toContain("Karnataka (29): the supplier's location");
    expect(fallback).toContain('CGST @ 9%');
  });
});

describe('refund of unused cash to the original payment method', () => {
  it('when the customer asks, then only cash goes back, newest payment first and each at most its own amount, once under a race, as PayU refund requests', async () => {
    const customer = await t.current.registerUser();
    const older = await payAtGateway(customer.token, '/api/payment/wallet/recharge', { amount: 50_000 }, '900000000001');
    const newer = await payAtGateway(customer.token, '/api/payment/wallet/recharge', { amount: 30_000 }, '900000000002');
    await runInTransaction((session) => creditBonus({ userId: customer.user.id, amount: 10_000, reason: 'bonus', reference: { type: 'test', id: 1 } }, session));
    // ₹500 of the ₹800 spent: ₹300 of cash is left (and ₹100 of bonus credit, which is not cash).
    await debitWallet({ userId: customer.user.id, amount: 50_000, reason: 'consultation', reference: { type: 'test', id: 1 } });

    const quote = (await t.current.api<RefundToSourceQuote>('GET', '/api/wallet/refund-to-source', undefined, customer.token)).body;
    expect(quote).toMatchObject({ refundable: 30_000, payments: [{ txnid: newer.txnid, amount: 30_000 }] });

    const sentBefore = sandboxRefunds().length;
    const answers = await Promise.all([1, 2, 3].map(() => t.current.api<RefundToSourceResponse>('POST', '/api/wallet/refund-to-source', {}, customer.token)));
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0].body).toMatchObject({ refunded: 30_000, balance: 0, refunds: [{ txnid: newer.txnid, amount: 30_000, status: 'accepted' }] });
    for (const lost of answers.filter((answer) => answer.status !== 200)) expect([400, 409]).toContain(lost.status);

    const sent = sandboxRefunds().slice(sentBefore);
    expect(sent).toHaveLength(1);
    const { key, salt } = gatewaySettingsOf(t.current);
    expect(sent[0].fields).toMatchObject({ key, command: 'cancel_refund_transaction', var1: '900000000002', var3: '300.00', hash: postserviceHash(key, 'cancel_refund_transaction', '900000000002', salt) });
    expect(sent[0].fields.var2).toMatch(/^RF[0-9A-Z]+$/);

    const wallet = (await t.current.api<{ balance: number; bonusBalance: number }>('GET', '/api/wallet', undefined, customer.token)).body;
    expect(wallet).toEqual({ balance: 0, bonusBalance: 10_000 });
    const statement = (await t.current.api<WalletStatementResponse>('GET', '/api/wallet/statement', undefined, customer.token)).body;
    expect(statement.entries[0]).toMatchObject({ kind: 'refund', account: 'cash', amount: -30_000, cashBalance: 0, description: 'Back to your original payment method' });
    const again = await t.current.api('POST', '/api/wallet/refund-to-source', {}, customer.token);
    expect(again.status).toBe(400);
    expect(errorOf(again).message).toMatch(/no cash/i);
    expect(older.txnid).not.toBe(newer.txnid);
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });

  it('when the sandbox gateway gets a refund request, then it checks it as PayU does: the hash over key|command|var1|salt, a fresh token and an amount', async () => {
    const { key, salt } = gatewaySettingsOf(t.current);
    const fields = { key, command: 'cancel_refund_transaction', var1: '900000000009', var2: 'RFTESTTOKEN1', var3: '12.50' };
    const forged = await postForm(t.current, '/api/sandbox-gateway/merchant/postservice', { ...fields, hash: postserviceHash(key, fields.command, fields.var1, 'not-the-salt') });
    expect(JSON.parse(forged.text)).toMatchObject({ status: 0, msg: 'Invalid Hash' });
    const good = { ...fields, hash: postserviceHash(key, fields.command, fields.var1, salt) };
    expect(JSON.parse((await postForm(t.current, '/api/sandbox-gateway/merchant/postservice', good)).text)).toMatchObject({ status: 1, msg: 'Refund Request Queued', mihpayid: '900000000009' });
    expect(JSON.parse((await postForm(t.current, '/api/sandbox-gateway/merchant/postservice', good)).text)).toMatchObject({ status: 0, msg: 'Token ID already used' });
  });
});
