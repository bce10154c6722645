import { model, Schema, Types } from 'mongoose';

/**
 * One price of one item from a moment on: the item cost `price` paise from `from` until the next row of the same
 * item. Written only when the catalogue's price differs from the last recorded one (record-catalogue-prices.ts),
 * so the rows of an item are its real price changes, never a price nobody was charged.
 */
export interface PriceHistoryDocument {
  _id: Types.ObjectId;
  itemKey: string;
  price: number;
  from: Date;
}

const priceHistorySchema = new Schema<PriceHistoryDocument>(
  {
    itemKey: { type: String, required: true },
    price: { type: Number, required: true },
    from: { type: Date, required: true },
  },
  { versionKey: false },
);

priceHistorySchema.index({ itemKey: 1, from: 1 });

export const PriceHistoryModel = model<PriceHistoryDocument>('PriceHistory', priceHistorySchema, 'price_history');
