import { model, Schema } from 'mongoose';

/**
 * One claim of the free first minutes per key: `user:<id>` and, when the profile has a phone number,
 * `phone:<last 10 digits>`. The key is the _id, so a second claim of either key fails on insert
 * (duplicate key), whatever raced.
 */
export interface FreeSessionClaimDocument {
  _id: string;
  userId: number;
  consultationId: number;
  createdAt: Date;
}

const freeSessionClaimSchema = new Schema<FreeSessionClaimDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    consultationId: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

freeSessionClaimSchema.index({ consultationId: 1 });

export const FreeSessionClaimModel = model<FreeSessionClaimDocument>('FreeSessionClaim', freeSessionClaimSchema, 'free_session_claims');
