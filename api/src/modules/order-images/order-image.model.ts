import { model, Schema } from 'mongoose';

/** Who uploaded an order image (palm photo, floor plan): the file itself is on private disk. */
export interface OrderImageDocument {
  /** The stored file name (random). */
  _id: string;
  userId: number;
  contentType: string;
  size: number;
  createdAt: Date;
}

const orderImageSchema = new Schema<OrderImageDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
orderImageSchema.index({ userId: 1 });

export const OrderImageModel = model<OrderImageDocument>('OrderImage', orderImageSchema, 'order_images');
