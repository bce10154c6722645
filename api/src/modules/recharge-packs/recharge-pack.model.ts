import { model, Schema } from 'mongoose';

/** A recharge pack: a top-up of exactly `amount` paise earns `bonusPercent`% of it as bonus credit. */
export interface RechargePackDocument {
  _id: number;
  /** Unique: one pack per amount. */
  amount: number;
  bonusPercent: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const rechargePackSchema = new Schema<RechargePackDocument>(
  {
    _id: { type: Number, required: true },
    amount: { type: Number, required: true },
    bonusPercent: { type: Number, required: true },
    active: { type: Boolean, required: true, default: true },
  },
  { timestamps: true, versionKey: false },
);

rechargePackSchema.index({ amount: 1 }, { unique: true });

export const RechargePackModel = model<RechargePackDocument>('RechargePack', rechargePackSchema, 'recharge_packs');

/**
 * The bonus a gateway top-up will earn, fixed when the order is created (a later change of the pack does
 * not change a payment already started): _id = the order's txnid. Credited once, in the callback's transaction.
 */
export interface RechargeBonusGrantDocument {
  _id: string;
  userId: number;
  packId: number;
  amount: number;
  bonusAmount: number;
  createdAt: Date;
}

const rechargeBonusGrantSchema = new Schema<RechargeBonusGrantDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    packId: { type: Number, required: true },
    amount: { type: Number, required: true },
    bonusAmount: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export const RechargeBonusGrantModel = model<RechargeBonusGrantDocument>('RechargeBonusGrant', rechargeBonusGrantSchema, 'recharge_bonus_grants');
