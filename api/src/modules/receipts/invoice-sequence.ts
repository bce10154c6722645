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

/**
 * The next invoice number, gap-free: unlike nextSequenceValue (ids, deliberately outside transactions),
 * the counter moves inside the transaction that marks the order paid, so an aborted payment gives its
 * number back and every number is used by exactly one paid order. GST invoices restart each financial
 * year and are at most 16 characters: "AS/2026-27/000001" would be 17, so "AS2627/000001".
 */
export async function nextInvoiceNumber(session: ClientSession, at = new Date()): Promise<string> {
  const year = financialYearOf(at);
  const counters = mongoose.connection.collection<CounterDocument>(COUNTERS_COLLECTION);
  const counter = await counters.findOneAndUpdate(
    { _id: `invoice:${year}` },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after', session },
  );
  if (!counter) throw new Error('The invoice sequence could not be advanced');
  return `AS${year.slice(2, 4)}${year.slice(5)}/${String(counter.seq).padStart(6, '0')}`;
}
