import mongoose from 'mongoose';
import type { Logger } from '../shared/logging/logger';
import { recordConnectedEngine, type DatabaseEngine } from './connected-engine';
import { startEmbeddedEngine } from './embedded-engine';

export type { DatabaseEngine } from './connected-engine';

export interface DatabaseHandle {
  engine: DatabaseEngine;
  /** True when this process started the engine (its data lives only as long as the process). */
  embedded: boolean;
  close(): Promise<void>;
}

// jongodb lacks the create/listCollections commands, so mongoose must never create collections or
// build indexes on its own; ensureIndexes() builds them explicitly after connecting.
mongoose.set('autoCreate', false);
mongoose.set('autoIndex', false);
mongoose.set('strictQuery', true);

/*
 * jongodb is not safe under concurrent operations, transactions or not (measured with four writers beside a loop of
 * transactions, api/test/embedded-engine-concurrency.test.ts): concurrent `$inc`s on one counter returned the same value
 * twice, and documents inserted while a transaction committed were lost (907 of 3,000). The write gate
 * (transactions.ts) serialises transactions against each other, but not every write. One connection makes the
 * engine see one operation at a time; interleaved one by one, its writes keep each other (the same test). Real
 * MongoDB keeps its pool.
 */
/** Connects mongoose's default connection to MONGODB_URI, or to an embedded engine it starts. */
export async function connectDatabase(options: { mongodbUri?: string; logger: Logger }): Promise<DatabaseHandle> {
  const { mongodbUri, logger } = options;
  const embedded = mongodbUri ? undefined : await startEmbeddedEngine(logger);
  const uri = mongodbUri ?? embedded!.uri;
  try {
    await mongoose.connect(uri, {
      autoCreate: false,
      autoIndex: false,
      serverSelectionTimeoutMS: 30_000,
      ...(embedded?.name === 'jongodb' ? { maxPoolSize: 1 } : {}),
    });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const engine: DatabaseEngine = embedded?.name ?? 'mongodb';
  recordConnectedEngine(engine);
  logger.info(`Database engine: ${engine}${embedded ? ' (embedded, data is kept in memory)' : ''}`);
  return {
    engine,
    embedded: Boolean(embedded),
    close: async () => {
      await mongoose.disconnect();
      await embedded?.stop();
    },
  };
}

/** Resolves when the database answers a ping (readiness probe). */
export async function pingDatabase(): Promise<void> {
  const db = mongoose.connection.readyState === 1 ? mongoose.connection.db : undefined;
  if (!db) throw new Error('not connected');
  await db.command({ ping: 1 });
}

/** Builds the declared indexes of every registered model (unique ids, emails, idempotency keys). */
export async function ensureIndexes(): Promise<void> {
  for (const name of mongoose.modelNames()) {
    await mongoose.model(name).createIndexes();
  }
}
