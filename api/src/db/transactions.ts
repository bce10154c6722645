import mongoose, { type ClientSession } from 'mongoose';

/**
 * Runs `work` in one multi-document transaction: every write that passes the session commits
 * together or not at all. The driver retries `work` on transient conflicts, so it must not have
 * side effects outside the database (emit events after this resolves).
 */
export async function runInTransaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
  const session = await mongoose.startSession();
  try {
    let result: T | undefined;
    await session.withTransaction(async () => {
      result = await work(session);
    });
    return result as T;
  } finally {
    await session.endSession();
  }
}
