import type { ClientSession } from 'mongoose';
import { rechargeBonusInPaise, type RechargePack } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { RechargeBonusGrantModel, RechargePackModel, type RechargeBonusGrantDocument, type RechargePackDocument } from './recharge-pack.model';

function toPack(doc: RechargePackDocument): RechargePack {
  return { id: doc._id, amount: doc.amount, bonusPercent: doc.bonusPercent, bonusAmount: rechargeBonusInPaise(doc.amount, doc.bonusPercent), active: doc.active };
}

export class DuplicatePackAmountError extends Error {
  constructor() {
    super('A pack for this amount exists');
    this.name = 'DuplicatePackAmountError';
  }
}

export const rechargePackRepository = {
  /** Smallest amount first; `activeOnly` for customers. */
  async list(options: { activeOnly?: boolean } = {}): Promise<RechargePack[]> {
    const docs = await RechargePackModel.find(options.activeOnly ? { active: true } : {}).sort({ amount: 1 }).lean<RechargePackDocument[]>();
    return docs.map(toPack);
  },

  async findById(id: number, session?: ClientSession): Promise<RechargePack | null> {
    const doc = await RechargePackModel.findById(id, null, { session }).lean<RechargePackDocument>();
    return doc ? toPack(doc) : null;
  },

  async findActiveByAmount(amount: number): Promise<RechargePack | null> {
    const doc = await RechargePackModel.findOne({ amount, active: true }).lean<RechargePackDocument>();
    return doc ? toPack(doc) : null;
  },

  async count(): Promise<number> {
    return RechargePackModel.countDocuments({});
  },

  /** Throws DuplicatePackAmountError when a pack has this amount. */
  async create(input: { amount: number; bonusPercent: number; active: boolean }, session?: ClientSession): Promise<RechargePack> {
    const id = await nextSequenceValue('recharge_packs');
    try {
      const [doc] = await RechargePackModel.create([{ _id: id, ...input }], { session });
      return toPack(doc.toObject());
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) throw new DuplicatePackAmountError();
      throw error;
    }
  },

  async update(id: number, change: { bonusPercent?: number; active?: boolean }, session: ClientSession): Promise<RechargePack | null> {
    const doc = await RechargePackModel.findOneAndUpdate({ _id: id }, { $set: change }, { new: true, session }).lean<RechargePackDocument>();
    return doc ? toPack(doc) : null;
  },

  async recordGrant(grant: { txnid: string; userId: number; packId: number; amount: number; bonusAmount: number }): Promise<void> {
    await RechargeBonusGrantModel.create({ _id: grant.txnid, userId: grant.userId, packId: grant.packId, amount: grant.amount, bonusAmount: grant.bonusAmount });
  },

  async findGrant(txnid: string, session?: ClientSession): Promise<{ userId: number; bonusAmount: number; amount: number } | null> {
    const doc = await RechargeBonusGrantModel.findById(txnid, null, { session }).lean<RechargeBonusGrantDocument>();
    return doc ? { userId: doc.userId, bonusAmount: doc.bonusAmount, amount: doc.amount } : null;
  },
};
