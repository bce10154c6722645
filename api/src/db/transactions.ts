import mongoose, { type ClientSession } from 'mongoose';
import { connectedEngine } from './connected-engine';

/**
 * jongodb's transactions are not isolated: each works on its own copy of the documents it touches and
 * commit writes that copy back, silently overwriting whatever another request changed meanwhile (20
 * concurrent transactional debits of 100 from 1000 all "succeeded" and left 900). On that engine every
 * transaction, and every plain update of a document a transaction may also touch, runs one at a time
 * through this gate. Real MongoDB detects such conflicts itself, so there the gate stays open. (The engine also
 * loses writes that merely overlap another operation; that is why it gets a single connection, database.ts.)
 *
 * The gate is not re-entrant: work inside a transaction passes its session to every helper (which then
 * writes as part of it) and never calls runInTransaction or withWriteLock again. That rule is what keeps
 * such writes inside the transaction on MongoDB too; a re-entrant gate would need AsyncLocalStorage,
 * whose promise hooks tax every promise in the process (measured: 9% of the API's CPU under chat load).
 */
let gateBusy = false;
const gateQueue: Array<() => void> = [];

async function throughGate<T>(work: () => Promise<T>): Promise<T> {
  if (connectedEngine() !== 'jongodb') return work();
  if (gateBusy) await new Promise<void>((resolve) => gateQueue.push(resolve));
  gateBusy = true;
  try {
    return await work();
  } finally {
    // Hand the gate straight to the next in line (it stays busy), or open it.
    const next = gateQueue.shift();
    if (next) next();
    else gateBusy = false;
  }
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

/**
 * A repository's write that may or may not be part of a transaction: with the transaction's session it is written
 * as part of it (the gate is already held); without one it passes the gate like withWriteLock. Repositories use it
 * so that no use case needs to know about the gate.
 */
export function gatedWrite<T>(session: ClientSession | undefined, work: () => Promise<T>): Promise<T> {
  return session ? work() : throughGate(work);
}
