import type { ClientSession } from 'mongoose';
import { ConsultationModel, type ConsultationDocument } from './consultation.model';

/** The figures of one finished session that statistics are computed from. */
export interface CompletedSession {
  astrologerId: number;
  /** Booked minutes including extensions. */
  duration: number;
  /** Minutes used (every started minute counts); the booked minutes for sessions ended before this was recorded. */
  usedMinutes: number;
  rating?: number;
  startedAt: Date;
  endedAt?: Date;
}

type StatsFields = Pick<
  ConsultationDocument,
  'astrologerId' | 'duration' | 'rating' | 'createdAt' | 'startedAt' | 'endedAt' | 'usedMinutes'
>;

function toCompleted(doc: StatsFields): CompletedSession {
  return {
    astrologerId: doc.astrologerId,
    duration: doc.duration,
    usedMinutes: doc.usedMinutes ?? doc.duration,
    ...(doc.rating ? { rating: doc.rating } : {}),
    // The billing clock's start; older sessions ran from their booking.
    startedAt: new Date(doc.startedAt ?? doc.createdAt),
    ...(doc.endedAt ? { endedAt: new Date(doc.endedAt) } : {}),
  };
}

/**
 * Read-only queries for profile, astrologer and admin statistics. Averages and sums are computed by
 * the callers in TypeScript (the embedded engine has no $avg), from these plain rows.
 */
export const consultationStatsRepository = {
  async completedForUser(userId: number): Promise<CompletedSession[]> {
    const docs = await ConsultationModel.find({ userId, status: 'completed' }).lean<StatsFields[]>();
    return docs.map(toCompleted);
  },

  async completedForAstrologer(astrologerId: number): Promise<CompletedSession[]> {
    const docs = await ConsultationModel.find({ astrologerId, status: 'completed' }).lean<StatsFields[]>();
    return docs.map(toCompleted);
  },

  /** Ids of the customer's sessions still running (what is paid for them may still partly come back). */
  async activeIdsForUser(userId: number): Promise<number[]> {
    const docs = await ConsultationModel.find({ userId, status: 'active' }, { _id: 1 }).lean<Pick<ConsultationDocument, '_id'>[]>();
    return docs.map((doc) => doc._id);
  },

  async countActiveForAstrologer(astrologerId: number, session?: ClientSession): Promise<number> {
    return ConsultationModel.countDocuments({ astrologerId, status: 'active' }).session(session ?? null);
  },

  /** Booking times since `since` (for the analytics series). */
  async creationTimesSince(since: Date): Promise<Date[]> {
    const docs = await ConsultationModel.find({ createdAt: { $gte: since } }, { createdAt: 1 }).lean<Pick<ConsultationDocument, 'createdAt'>[]>();
    return docs.map((doc) => new Date(doc.createdAt));
  },
};
