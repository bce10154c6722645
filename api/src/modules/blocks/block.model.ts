import { model, Schema } from 'mongoose';

/** A customer has blocked an astrologer: not listed for them, cannot be booked by them. */
export interface BlockDocument {
  _id: number;
  userId: number;
  astrologerId: number;
  createdAt: Date;
}

const blockSchema = new Schema<BlockDocument>(
  {
    _id: { type: Number, required: true },
    userId: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

// One block per customer and astrologer, even when two requests race.
blockSchema.index({ userId: 1, astrologerId: 1 }, { unique: true });

export const BlockModel = model<BlockDocument>('Block', blockSchema, 'blocks');
