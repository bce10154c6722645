import { model, Schema } from 'mongoose';
import { senderTypes, type SenderType } from '@astrosetu/contracts';

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
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

chatMessageSchema.index({ consultationId: 1, clientMessageId: 1 }, { unique: true });
chatMessageSchema.index({ consultationId: 1, _id: 1 });

/**
 * Messages are spread over MESSAGE_SHARDS collections by consultation (chat_messages_00 .. _63). Every
 * read and write is for one consultation, so each touches exactly one collection and the unique
 * (consultationId, clientMessageId) index keeps its meaning. Why: the embedded engine (jongodb) pays
 * for every write in proportion to the size of the collection written to (measured: 1 ms at 200
 * messages, about 1 s at 5,000), so one growing collection makes a busy chat slower every minute. On
 * MongoDB the split costs nothing: 64 small collections with the same two indexes.
 */
export const MESSAGE_SHARDS = 64;

export function messageShardOf(consultationId: number): number {
  return consultationId % MESSAGE_SHARDS;
}

const shardModels = Array.from({ length: MESSAGE_SHARDS }, (_, shard) =>
  model<ChatMessageDocument>(`ChatMessage${shard}`, chatMessageSchema, `chat_messages_${String(shard).padStart(2, '0')}`),
);

/** The model of the collection that holds this consultation's messages. */
export function chatMessageModelFor(consultationId: number) {
  return shardModels[messageShardOf(consultationId)];
}
