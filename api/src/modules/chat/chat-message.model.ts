import { model, Schema } from 'mongoose';
import { contactKinds, senderTypes, type ContactKind, type SenderType } from '@astrosetu/contracts';

export interface ChatMessageDocument {
  _id: number;
  consultationId: number;
  senderId: number;
  senderType: SenderType;
  senderName: string;
  message: string;
  /**
   * The client's id for the message (a retry resends it); messages without one get `auto:<random id>`, so
   * the unique index needs no sparse support. Only client-supplied values are returned to clients.
   */
  clientMessageId: string;
  /** What contact-masking hid from the text (absent when nothing): `message` holds only the masked text. */
  maskedKinds?: ContactKind[];
  createdAt: Date;
}

const chatMessageSchema = new Schema<ChatMessageDocument>(
  {
    _id: { type: Number, required: true },
    consultationId: { type: Number, required: true },
    senderId: { type: Number, required: true },
    senderType: { type: String, enum: senderTypes, required: true },
    senderName: { type: String, required: true },
    message: { type: String, required: true },
    clientMessageId: { type: String, required: true },
    maskedKinds: { type: [String], enum: contactKinds, default: undefined },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

chatMessageSchema.index({ consultationId: 1, clientMessageId: 1 }, { unique: true });
chatMessageSchema.index({ consultationId: 1, _id: 1 });

/** Every message in one collection, as MongoDB keeps them (the embedded engine's layout: chat-message-log.ts). */
export const ChatMessageModel = model<ChatMessageDocument>('ChatMessage', chatMessageSchema, 'chat_messages');
