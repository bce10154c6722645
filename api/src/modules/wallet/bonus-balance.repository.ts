import type { ClientSession } from 'mongoose';
import { BonusBalanceModel, type BonusBalanceDocument } from './bonus-balance.model';

export const bonusBalanceRepository = {
  async find(userId: number, session?: ClientSession): Promise<number> {
    const doc = await BonusBalanceModel.findById(userId, null, { session }).lean<BonusBalanceDocument>();
    return doc?.balance ?? 0;
  },

  /**
   * Wallet use only, inside a transaction. Adds `delta` paise; a debit requires the balance to cover it
   * (null otherwise, so concurrent spends never go below zero). A credit creates the document when needed.
   */
  async change(userId: number, delta: number, session: ClientSession): Promise<number | null> {
    const doc =
      delta < 0
        ? await BonusBalanceModel.findOneAndUpdate({ _id: userId, balance: { $gte: -delta } }, { $inc: { balance: delta } }, { new: true, session }).lean<BonusBalanceDocument>()
        : await BonusBalanceModel.findOneAndUpdate({ _id: userId }, { $inc: { balance: delta } }, { new: true, upsert: true, session }).lean<BonusBalanceDocument>();
    return doc ? doc.balance : null;
  },

  async listAll(): Promise<Array<{ userId: number; balance: number }>> {
    const docs = await BonusBalanceModel.find({}).lean<BonusBalanceDocument[]>();
    return docs.map((doc) => ({ userId: doc._id, balance: doc.balance }));
  },
};
