import { model, Schema } from 'mongoose';
import { ledgerAccounts, ledgerReasons, type LedgerAccount, type LedgerReason } from '@astrosetu/contracts';

export interface LedgerEntryDocument {
  _id: number;
  userId: number;
  /** Signed paise: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  /** The balance changed: cash (User.balance) or bonus credit (bonus_balances); absent on older entries = cash. */
  account?: LedgerAccount;
  reference: { type: string; id: number | string };
  /**
   * Unique: a caller-supplied key (e.g. a gateway transaction id) makes a credit happen once. Entries
   * without one get `auto:<id>`, so the index never needs sparse support from the engine.
   */
  idempotencyKey: string;
  createdAt: Date;
}

const ledgerEntrySchema = new Schema<LedgerEntryDocument>(
  {
    _id: { type: Number, required: true },
    userId: { type: Number, required: true },
    amount: { type: Number, required: true },
    balanceAfter: { type: Number, required: true },
    reason: { type: String, enum: ledgerReasons, required: true },
    account: { type: String, enum: ledgerAccounts, default: 'cash' },
    reference: {
      type: { type: String, required: true },
      id: { type: Schema.Types.Mixed, required: true },
    },
    idempotencyKey: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

ledgerEntrySchema.index({ idempotencyKey: 1 }, { unique: true });
ledgerEntrySchema.index({ userId: 1, _id: -1 });

export const LedgerEntryModel = model<LedgerEntryDocument>('LedgerEntry', ledgerEntrySchema, 'ledger_entries');
