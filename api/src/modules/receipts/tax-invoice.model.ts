import { model, Schema } from 'mongoose';
import { uiLanguageCodes, type UiLanguage } from '@astrosetu/contracts';

/**
 * A GST tax invoice for a supply consumed from the wallet (a consultation's billed minutes, extensions
 * included), issued in the same transaction as the consumption with a number from the gap-free sequence.
 * Everything printed is fixed here at issue, so the PDF can be rebuilt byte-for-byte later (docs/tax.md).
 */
export interface TaxInvoiceDocument {
  _id: number;
  invoiceNumber: string;
  userId: number;
  issuedAt: Date;
  /** What was supplied: unique, so one consultation has one invoice. */
  reference: { type: 'consultation'; id: number };
  /** For the item line: minutes billed and the astrologer's name. */
  description: { astrologerName: string; minutes: number; ratePerMinute: number };
  /** Paise: the price of the minutes billed, GST included. */
  grossAmount: number;
  /** Paise of bonus credit spent on it: a discount shown on the invoice (CGST Act s.15(3)(a)). */
  discount: number;
  /** Paise, GST included: what the customer was charged in cash (gross - discount). */
  amount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  buyer: { name: string; email: string; stateCode?: string };
  placeOfSupply: { stateCode: string; interState: boolean; basis: 'recipient-state' | 'supplier-location' };
  language?: UiLanguage;
}

const taxInvoiceSchema = new Schema<TaxInvoiceDocument>(
  {
    _id: { type: Number, required: true },
    invoiceNumber: { type: String, required: true },
    userId: { type: Number, required: true },
    issuedAt: { type: Date, required: true },
    reference: { type: { type: String, required: true }, id: { type: Number, required: true } },
    description: { astrologerName: String, minutes: Number, ratePerMinute: Number },
    grossAmount: { type: Number, required: true },
    discount: { type: Number, required: true },
    amount: { type: Number, required: true },
    taxableValue: { type: Number, required: true },
    cgst: { type: Number, required: true },
    sgst: { type: Number, required: true },
    igst: { type: Number, required: true },
    buyer: { name: { type: String, required: true }, email: { type: String, required: true }, stateCode: String },
    placeOfSupply: { stateCode: { type: String, required: true }, interState: { type: Boolean, required: true }, basis: { type: String, required: true } },
    language: { type: String, enum: uiLanguageCodes },
  },
  { versionKey: false },
);

taxInvoiceSchema.index({ invoiceNumber: 1 }, { unique: true });
taxInvoiceSchema.index({ 'reference.type': 1, 'reference.id': 1 }, { unique: true });
taxInvoiceSchema.index({ userId: 1, _id: -1 });

export const TaxInvoiceModel = model<TaxInvoiceDocument>('TaxInvoice', taxInvoiceSchema, 'tax_invoices');
