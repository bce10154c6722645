import { model, Schema } from 'mongoose';

export interface FavoriteDocument {
  _id: number;
  userId: number;
  astrologerId: number;
  createdAt: Date;
}

const favoriteSchema = new Schema<FavoriteDocument>(
  {
    _id: { type: Number, required: true },
    userId: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

// One row per customer and astrologer: adding twice (even concurrently) keeps a single favorite.
favoriteSchema.index({ userId: 1, astrologerId: 1 }, { unique: true });
favoriteSchema.index({ astrologerId: 1 });

export const FavoriteModel = model<FavoriteDocument>('Favorite', favoriteSchema, 'favorites');
