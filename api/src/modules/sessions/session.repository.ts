import { randomBytes } from 'node:crypto';
import { SessionModel, type SessionDocument } from './session.model';

export interface StoredSession {
  id: string;
  userId: number;
  expiresAt: Date;
}

function toSession(doc: Pick<SessionDocument, '_id' | 'userId' | 'expiresAt'>): StoredSession {
  return { id: doc._id, userId: doc.userId, expiresAt: new Date(doc.expiresAt) };
}

/** The sessions collection. Only user-sessions.ts uses it. */
export const sessionRepository = {
  async create(userId: number, expiresAt: Date): Promise<StoredSession> {
    const id = randomBytes(32).toString('base64url');
    await SessionModel.create({ _id: id, userId, expiresAt });
    return { id, userId, expiresAt };
  },

  /** The session if it exists and has not expired. */
  async findLive(id: string, now = new Date()): Promise<StoredSession | null> {
    const doc = await SessionModel.findOne({ _id: id, expiresAt: { $gt: now } }, { userId: 1, expiresAt: 1 }).lean<SessionDocument>();
    return doc ? toSession(doc) : null;
  },

  async delete(id: string): Promise<void> {
    await SessionModel.deleteOne({ _id: id });
  },

  /** Every session of a user, except `exceptId` (the one that asked, e.g. a password change). */
  async deleteAllOfUser(userId: number, exceptId?: string): Promise<number> {
    const filter = exceptId ? { userId, _id: { $ne: exceptId } } : { userId };
    const result = await SessionModel.deleteMany(filter);
    return result.deletedCount;
  },

  /** Expired sessions (no TTL index on the embedded engine): called on each sign-in. */
  async deleteExpired(now = new Date()): Promise<number> {
    const result = await SessionModel.deleteMany({ expiresAt: { $lte: now } });
    return result.deletedCount;
  },
};
