import { model, Schema } from 'mongoose';

/**
 * A customer's bonus credit (paise) from recharge packs: _id = user id. Kept apart from User.balance (the
 * customer's own money) and changed only by the wallet module, each change with a ledger entry (account
 * `bonus`) in the same transaction.
 */
export interface BonusBalanceDocument {
  _id: number;
  balance: number;
}

const bonusBalanceSchema = new Schema<BonusBalanceDocument>(
  {
    _id: { type: Number, required: true },
    balance: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

export const BonusBalanceModel = model<BonusBalanceDocument>('BonusBalance', bonusBalanceSchema, 'bonus_balances');
