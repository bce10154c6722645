import type { ClientSession } from 'mongoose';
import type { ProfilePhotoReview } from '@astrosetu/contracts';
import { ProfilePhotoReviewModel, type ProfilePhotoReviewDocument } from './profile-photo-review.model';
import { pendingPhotoUrlOf } from './profile-photo-stores';

export interface PendingReview {
  astrologerId: number;
  file: string;
  submittedAt: Date;
}

export function toProfilePhotoReview(doc: ProfilePhotoReviewDocument): ProfilePhotoReview {
  return doc.status === 'pending' && doc.file
    ? { status: 'pending', url: pendingPhotoUrlOf(doc.file), submittedAt: doc.submittedAt.toISOString() }
    : {
        status: 'rejected',
        submittedAt: doc.submittedAt.toISOString(),
        ...(doc.reason ? { reason: doc.reason } : {}),
        ...(doc.decidedAt ? { decidedAt: doc.decidedAt.toISOString() } : {}),
      };
}

export const profilePhotoReviewRepository = {
  async findByAstrologer(astrologerId: number): Promise<ProfilePhotoReview | null> {
    const doc = await ProfilePhotoReviewModel.findById(astrologerId).lean<ProfilePhotoReviewDocument>();
    return doc ? toProfilePhotoReview(doc) : null;
  },

  /** The pending file this replaces (to delete), if any. */
  async submit(astrologerId: number, file: string, at: Date): Promise<string | null> {
    const before = await ProfilePhotoReviewModel.findOneAndReplace(
      { _id: astrologerId },
      { _id: astrologerId, status: 'pending', file, submittedAt: at },
      { upsert: true, new: false },
    ).lean<ProfilePhotoReviewDocument>();
    return before?.status === 'pending' && before.file ? before.file : null;
  },

  /** Which astrologer's pending photo `file` is, or null (any other file, or no longer pending). */
  async pendingOwnerOf(file: string): Promise<number | null> {
    const doc = await ProfilePhotoReviewModel.findOne({ status: 'pending', file }).select({ _id: 1 }).lean<{ _id: number }>();
    return doc ? doc._id : null;
  },

  async listPending(): Promise<PendingReview[]> {
    const docs = await ProfilePhotoReviewModel.find({ status: 'pending' }).sort({ submittedAt: 1 }).limit(200).lean<ProfilePhotoReviewDocument[]>();
    return docs.filter((doc) => doc.file).map((doc) => ({ astrologerId: doc._id, file: doc.file as string, submittedAt: doc.submittedAt }));
  },

  async findPending(astrologerId: number): Promise<PendingReview | null> {
    const doc = await ProfilePhotoReviewModel.findOne({ _id: astrologerId, status: 'pending' }).lean<ProfilePhotoReviewDocument>();
    return doc?.file ? { astrologerId, file: doc.file, submittedAt: doc.submittedAt } : null;
  },

  /** Closes the review of exactly `file` (a newer upload in between makes this false): approved leaves nothing. */
  async approve(astrologerId: number, file: string, session: ClientSession): Promise<boolean> {
    const result = await ProfilePhotoReviewModel.deleteOne({ _id: astrologerId, status: 'pending', file }, { session });
    return result.deletedCount === 1;
  },

  async reject(astrologerId: number, file: string, decision: { reason: string; by: number; at: Date }, session: ClientSession): Promise<boolean> {
    const result = await ProfilePhotoReviewModel.updateOne(
      { _id: astrologerId, status: 'pending', file },
      { $set: { status: 'rejected', reason: decision.reason, decidedAt: decision.at, decidedBy: decision.by }, $unset: { file: 1 } },
      { session },
    );
    return result.modifiedCount === 1;
  },
};
