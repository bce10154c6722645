import mongoose from 'mongoose';
import { COUNTERS_COLLECTION } from './sequence';

/** Empties every model's collection and the id counters (deleteMany: jongodb cannot drop). */
export async function resetDatabase(): Promise<void> {
  for (const name of mongoose.modelNames()) {
    await mongoose.model(name).deleteMany({});
  }
  await mongoose.connection.collection(COUNTERS_COLLECTION).deleteMany({});
}
