import { AsyncLocalStorage } from 'node:async_hooks';
import mongoose, { type ClientSession } from 'mongoose';

/**
 * jongodb's transactions are not isolated: each works on its own copy of the documents it touches and
 * commit writes that copy back, silently overwriting whatever another request changed meanwhile (20
 * concurrent transactional debits of 100 from 1000 all "succeeded" and left 900). On that engine every
 * transaction, and every plain update of a document a transaction may also touch, runs one at a time
 * through this gate. Real MongoDB detects such conflicts itself, so there the gate stays open.
 */
let serializeWrites = false;
let gateTail: Promise<unknown> = Promise.resolve();
const insideGate = new AsyncLocalStorage<true>();

export function configureWriteIsolation(options: { serializeWrites: boolean }): void {
  serializeWrites = options.serializeWrites;
}

function throughGate<T>(work: () => Promise<T>): Promise<T> {
  // Re-entrant: work already inside the gate (e.g. a use case's transaction calling a helper) runs on.
  if (!serializeWrites || insideGate.getStore()) return work();
  const run = gateTail.then(() => insideGate.run(true, work));
  gateTail = run.catch(() => undefined);
  return run;
}

/**
 * Runs `work` in one multi-document transaction: every write that passes the session commits
 * together or not at all. The driver may retry `work` on transient conflicts, so it must not have
 * side effects outside the database (emit events after this resolves).
 */
export function runInTransaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
  return throughGate(async () => {
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
  });
}

/**
 * For a single-document update of users, astrologers or consultations outside a transaction (a
 * profile edit, a status toggle): waits for running transactions on engines that need it, so the
 * update cannot be overwritten by a transaction's commit. A no-op wrapper on MongoDB.
 */
export function withWriteLock<T>(work: () => Promise<T>): Promise<T> {
  return throughGate(work);
}
