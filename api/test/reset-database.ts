import mongoose from 'mongoose';
import { chatMessageStore } from '../src/modules/chat/chat-message-store';
import { COUNTERS_COLLECTION } from '../src/db/sequence';

/** Empties every model's collection, the chat messages and the id counters (deleteMany: jongodb cannot drop). */
export async function resetDatabase(): Promise<void> {
  for (const name of mongoose.modelNames()) {
    await mongoose.model(name).deleteMany({});
  }
  await chatMessageStore().clear();
  await mongoose.connection.collection(COUNTERS_COLLECTION).deleteMany({});
}
