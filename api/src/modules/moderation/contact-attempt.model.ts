import { model, Schema } from 'mongoose';
import { contactKinds, senderTypes, type ContactKind, type SenderType } from '@astrosetu/contracts';

/** One chat message in which contact details were hidden (the text itself is not kept: only the masked one is stored). */
export interface ContactAttemptDocument {
  _id: number;
  consultationId: number;
  messageId: number;
  senderType: SenderType;
  userId: number;
  astrologerId: number;
  kinds: ContactKind[];
  createdAt: Date;
}

const contactAttemptSchema = new Schema<ContactAttemptDocument>(
  {
    _id: { type: Number, required: true },
    consultationId: { type: Number, required: true },
    messageId: { type: Number, required: true },
    senderType: { type: String, enum: senderTypes, required: true },
    userId: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
    kinds: { type: [String], enum: contactKinds, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

contactAttemptSchema.index({ astrologerId: 1, senderType: 1 });

export const ContactAttemptModel = model<ContactAttemptDocument>('ContactAttempt', contactAttemptSchema, 'contact_attempts');
