import type { ClientSession } from 'mongoose';
import { nextSequenceValue } from '../../db/sequence';
import { TaxInvoiceModel, type TaxInvoiceDocument } from './tax-invoice.model';

export type TaxInvoiceRecord = TaxInvoiceDocument;
export type NewTaxInvoice = Omit<TaxInvoiceDocument, '_id'>;

export const taxInvoiceRepository = {
  /** Inside the consumption's transaction; the unique reference index makes a second invoice for it impossible. */
  async create(invoice: NewTaxInvoice, session: ClientSession): Promise<TaxInvoiceRecord> {
    const _id = await nextSequenceValue('tax-invoice');
    const [doc] = await TaxInvoiceModel.create([{ _id, ...invoice }], { session });
    return doc.toObject();
  },

  async findForReference(type: 'consultation', id: number, session?: ClientSession): Promise<TaxInvoiceRecord | null> {
    return TaxInvoiceModel.findOne({ 'reference.type': type, 'reference.id': id }, null, { session }).lean<TaxInvoiceRecord>();
  },

  async findOwned(id: number, userId: number): Promise<TaxInvoiceRecord | null> {
    return TaxInvoiceModel.findOne({ _id: id, userId }).lean<TaxInvoiceRecord>();
  },

  async listForUser(userId: number, limit = 100): Promise<TaxInvoiceRecord[]> {
    return TaxInvoiceModel.find({ userId }).sort({ _id: -1 }).limit(limit).lean<TaxInvoiceRecord[]>();
  },
};
