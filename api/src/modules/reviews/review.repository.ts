import type { ClientSession } from 'mongoose';
import type { Page, Review } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { withWriteLock } from '../../db/transactions';
import { ReviewModel, type ReviewDocument } from './review.model';

function toReview(doc: ReviewDocument): Review {
  return {
    id: doc._id,
    consultationId: doc.consultationId,
    astrologerId: doc.astrologerId,
    customerName: doc.customerName,
    rating: doc.rating,
    ...(doc.review ? { review: doc.review } : {}),
    ...(doc.reply ? { reply: doc.reply } : {}),
    ...(doc.repliedAt ? { repliedAt: new Date(doc.repliedAt).toISOString() } : {}),
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export type NewReview = Omit<ReviewDocument, '_id' | 'createdAt' | 'reply' | 'repliedAt'> & { createdAt?: Date };

export const reviewRepository = {
  /** Throws the engine's duplicate-key error (11000) when the session already has a review. */
  async create(input: NewReview, session: ClientSession): Promise<Review> {
    const id = await nextSequenceValue('reviews');
    const [doc] = await ReviewModel.create([{ ...input, _id: id }], { session });
    return toReview(doc.toObject());
  },

  async findById(id: number): Promise<Review | null> {
    const doc = await ReviewModel.findById(id).lean<ReviewDocument>();
    return doc ? toReview(doc) : null;
  },

  /** Sets the reply once; null when there is no such review or it already has a reply. */
  async replyOnce(id: number, reply: string, at: Date): Promise<Review | null> {
    const doc = await withWriteLock(() =>
      ReviewModel.findOneAndUpdate({ _id: id, reply: { $exists: false } }, { $set: { reply, repliedAt: at } }, { new: true })
        .lean<ReviewDocument>()
        .exec(),
    );
    return doc ? toReview(doc) : null;
  },

  /** Newest first. */
  async pageForAstrologer(astrologerId: number, page: number, pageSize: number): Promise<Page<Review>> {
    const [docs, total] = await Promise.all([
      ReviewModel.find({ astrologerId })
        .sort({ _id: -1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<ReviewDocument[]>(),
      ReviewModel.countDocuments({ astrologerId }),
    ]);
    return { items: docs.map(toReview), total, page, pageSize };
  },
};
