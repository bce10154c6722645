import { model, Schema } from 'mongoose';

/** A customer's review of one completed consultation; the astrologer may reply once. */
export interface ReviewDocument {
  _id: number;
  /** Unique: one review per session. */
  consultationId: number;
  astrologerId: number;
  userId: number;
  customerName: string;
  rating: number;
  review?: string;
  reply?: string;
  repliedAt?: Date;
  createdAt: Date;
}

const reviewSchema = new Schema<ReviewDocument>(
  {
    _id: { type: Number, required: true },
    consultationId: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
    userId: { type: Number, required: true },
    customerName: { type: String, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    review: { type: String },
    reply: { type: String },
    repliedAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

reviewSchema.index({ consultationId: 1 }, { unique: true });
reviewSchema.index({ astrologerId: 1, _id: -1 });

export const ReviewModel = model<ReviewDocument>('Review', reviewSchema, 'reviews');
