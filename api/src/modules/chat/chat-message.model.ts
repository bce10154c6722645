import { model, Schema, type Model } from 'mongoose';
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
 * On the embedded engine (jongodb) messages are spread over EMBEDDED_MESSAGE_SHARDS collections by consultation
 * (chat_messages_00 .. _63): jongodb pays for every write in proportion to the size of the collection written to
 * (measured: 1 ms at 200 messages, about 1 s at 5,000), so one growing collection would make a busy chat slower
 * every minute. Every read and write is for one consultation, so each touches exactly one collection and the
 * unique (consultationId, clientMessageId) index keeps its meaning. MongoDB has no such cost: there all messages
 * live in one collection, chat_messages. connectDatabase() chooses (configureMessageShards).
 */
export const EMBEDDED_MESSAGE_SHARDS = 64;

type ChatMessageModel = Model<ChatMessageDocument>;
const modelsByCollection = new Map<string, ChatMessageModel>();
let shardModels: ChatMessageModel[] = [];

function modelOf(collection: string, modelName: string): ChatMessageModel {
  let found = modelsByCollection.get(collection);
  if (!found) {
    found = model<ChatMessageDocument>(modelName, chatMessageSchema, collection);
    modelsByCollection.set(collection, found);
  }
  return found;
}

/** Registers the message collections for the engine in use: 1 (MongoDB) or EMBEDDED_MESSAGE_SHARDS (jongodb). */
export function configureMessageShards(shards: number): void {
  shardModels =
    shards === 1
      ? [modelOf('chat_messages', 'ChatMessage')]
      : Array.from({ length: shards }, (_, shard) => modelOf(`chat_messages_${String(shard).padStart(2, '0')}`, `ChatMessage${shard}`));
}

configureMessageShards(1);

export function messageShardOf(consultationId: number): number {
  return consultationId % shardModels.length;
}

/** The model of the collection that holds this consultation's messages. */
export function chatMessageModelFor(consultationId: number): ChatMessageModel {
  return shardModels[messageShardOf(consultationId)];
}
