import type { ClientSession } from 'mongoose';
import { SpendingCapModel, type SpendingCapDocument } from './spending-cap.model';

export const spendingCapRepository = {
  async find(userId: number, session?: ClientSession): Promise<number | null> {
    const doc = await SpendingCapModel.findById(userId, null, { session }).lean<SpendingCapDocument>();
    return doc ? doc.monthlyCap : null;
  },

  /** null removes the cap. */
  async set(userId: number, monthlyCap: number | null): Promise<void> {
    if (monthlyCap === null) await SpendingCapModel.deleteOne({ _id: userId });
    else await SpendingCapModel.updateOne({ _id: userId }, { $set: { monthlyCap } }, { upsert: true });
  },
};
