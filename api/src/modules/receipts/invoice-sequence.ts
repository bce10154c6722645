import mongoose, { type ClientSession } from 'mongoose';
import { COUNTERS_COLLECTION } from '../../db/sequence';

interface CounterDocument {
  _id: string;
  seq: number;
}

/** India's financial year (April to March) of an instant, in IST: 2026-05-01 -> "2026-27". */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

async function nextInSequence(session: ClientSession, sequence: 'invoice' | 'payment-receipt', prefix: string, at: Date): Promise<string> {
  const year = financialYearOf(at);
  const counters = mongoose.connection.collection<CounterDocument>(COUNTERS_COLLECTION);
  const counter = await counters.findOneAndUpdate(
    { _id: `${sequence}:${year}` },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after', session },
  );
  if (!counter) throw new Error(`The ${sequence} sequence could not be advanced`);
  return `${prefix}${year.slice(2, 4)}${year.slice(5)}/${String(counter.seq).padStart(6, '0')}`;
}

/**
 * The next tax-invoice number, gap-free: unlike nextSequenceValue (ids, deliberately outside transactions),
 * the counter moves inside the transaction that records the supply (an order paid at the gateway, a
 * consultation's end), so an aborted one gives its number back and every number is used exactly once. GST
 * invoices are consecutive, unique in a financial year and at most 16 characters (CGST Rules, rule 46(b)):
 * "AS/2026-27/000001" would be 17, so "AS2627/000001".
 */
export async function nextInvoiceNumber(session: ClientSession, at = new Date()): Promise<string> {
  return nextInSequence(session, 'invoice', 'AS', at);
}

/**
 * The next payment-receipt number (wallet credit: not a supply, no GST; docs/tax.md): its own series, so the
 * tax invoices stay consecutive without the receipts in between. "PR2627/000001".
 */
export async function nextPaymentReceiptNumber(session: ClientSession, at = new Date()): Promise<string> {
  return nextInSequence(session, 'payment-receipt', 'PR', at);
}
