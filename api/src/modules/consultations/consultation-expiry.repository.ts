import { model, Schema } from 'mongoose';
import { ConsultationModel, type ConsultationDocument } from './consultation.model';

/**
 * A short lease on ending one consultation, taken by a conditional update: with several API
 * instances sweeping for expired sessions, only the holder of the lease ends it (and tells both
 * people once). A holder that dies before finishing loses the lease when it runs out, so another
 * instance takes over.
 */
interface EndLeaseDocument {
  _id: number;
  holder: string;
  until: Date;
}

const endLeaseSchema = new Schema<EndLeaseDocument>(
  {
    _id: { type: Number, required: true },
    holder: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { versionKey: false },
);

const EndLeaseModel = model<EndLeaseDocument>('ConsultationEndLease', endLeaseSchema, 'consultation_end_leases');

export interface RunningSession {
  id: number;
  startedAt: string;
  duration: number;
  channel: 'chat' | 'call';
}

export const consultationExpiryRepository = {
  /** Active sessions whose billing clock started before `startedBefore` (only those can have run out), oldest first. */
  async listActiveStartedBefore(startedBefore: Date, limit: number): Promise<RunningSession[]> {
    const docs = await ConsultationModel.find({ status: 'active', startedAt: { $lt: startedBefore } }, { _id: 1, startedAt: 1, duration: 1, channel: 1 })
      .sort({ startedAt: 1 })
      .limit(limit)
      .lean<Array<Pick<ConsultationDocument, '_id' | 'duration' | 'channel'> & { startedAt: Date }>>();
    return docs.map((doc) => ({ id: doc._id, startedAt: new Date(doc.startedAt).toISOString(), duration: doc.duration, channel: doc.channel ?? 'chat' }));
  },

  /** True when `holder` now holds the lease to end this consultation for `leaseMs`. */
  async claimEnd(consultationId: number, holder: string, leaseMs: number, now: Date = new Date()): Promise<boolean> {
    const until = new Date(now.getTime() + leaseMs);
    try {
      // Matches a free (expired) lease, or inserts the first one; a held lease makes the upsert
      // collide on _id, which is the "somebody else has it" answer.
      const doc = await EndLeaseModel.findOneAndUpdate(
        { _id: consultationId, until: { $lt: now } },
        { $set: { holder, until } },
        { upsert: true, new: true },
      ).lean<EndLeaseDocument>();
      return doc?.holder === holder;
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) return false;
      throw error;
    }
  },
};
