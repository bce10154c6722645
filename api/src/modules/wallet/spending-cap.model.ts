import { model, Schema } from 'mongoose';

/** A customer's own monthly spending limit (paise); one document per customer who set one (_id = user id). */
export interface SpendingCapDocument {
  _id: number;
  monthlyCap: number;
  updatedAt: Date;
}

const spendingCapSchema = new Schema<SpendingCapDocument>(
  {
    _id: { type: Number, required: true },
    monthlyCap: { type: Number, required: true },
  },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false },
);

export const SpendingCapModel = model<SpendingCapDocument>('SpendingCap', spendingCapSchema, 'spending_caps');
