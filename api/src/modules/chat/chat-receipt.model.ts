import { model, Schema } from 'mongoose';
import { senderTypes, type SenderType } from '@astrosetu/contracts';

/**
 * One document per consultation and reader side ({ _id: "<consultationId>:<side>" }): the newest
 * message of the other side this reader has received and read. Watermarks instead of a flag per
 * message keep a receipt one small conditional update, however long the conversation.
 */
export interface ChatReceiptDocument {
  _id: string;
  consultationId: number;
  reader: SenderType;
  deliveredUpTo: number;
  readUpTo: number;
}

const chatReceiptSchema = new Schema<ChatReceiptDocument>(
  {
    _id: { type: String, required: true },
    consultationId: { type: Number, required: true },
    reader: { type: String, enum: senderTypes, required: true },
    deliveredUpTo: { type: Number, required: true, default: 0 },
    readUpTo: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

chatReceiptSchema.index({ consultationId: 1 });

export const ChatReceiptModel = model<ChatReceiptDocument>('ChatReceipt', chatReceiptSchema, 'chat_receipts');
