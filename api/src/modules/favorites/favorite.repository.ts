import type { ClientSession } from 'mongoose';
import { nextSequenceValue } from '../../db/sequence';
import { FavoriteModel, type FavoriteDocument } from './favorite.model';

export interface FavoriteRecord {
  id: number;
  userId: number;
  astrologerId: number;
  createdAt: string;
}

function toRecord(doc: FavoriteDocument): FavoriteRecord {
  return { id: doc._id, userId: doc.userId, astrologerId: doc.astrologerId, createdAt: new Date(doc.createdAt).toISOString() };
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}

export const favoriteRepository = {
  /** Newest first. */
  async listForUser(userId: number): Promise<FavoriteRecord[]> {
    const docs = await FavoriteModel.find({ userId }).sort({ _id: -1 }).lean<FavoriteDocument[]>();
    return docs.map(toRecord);
  },

  /** The customers who keep this astrologer as a favourite. */
  async listUserIdsForAstrologer(astrologerId: number): Promise<number[]> {
    const docs = await FavoriteModel.find({ astrologerId }, { userId: 1 }).lean<Array<Pick<FavoriteDocument, 'userId'>>>();
    return docs.map((doc) => doc.userId);
  },

  /** Idempotent: returns the existing favorite (created false) when it was already saved. */
  async add(userId: number, astrologerId: number): Promise<{ favorite: FavoriteRecord; created: boolean }> {
    const existing = await FavoriteModel.findOne({ userId, astrologerId }).lean<FavoriteDocument>();
    if (existing) return { favorite: toRecord(existing), created: false };
    const id = await nextSequenceValue('favorites');
    try {
      const doc = await FavoriteModel.create({ _id: id, userId, astrologerId });
      return { favorite: toRecord(doc.toObject()), created: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // A concurrent request saved it first: answer with that one.
      const winner = await FavoriteModel.findOne({ userId, astrologerId }).lean<FavoriteDocument>();
      if (!winner) throw error;
      return { favorite: toRecord(winner), created: false };
    }
  },

  async remove(userId: number, astrologerId: number): Promise<boolean> {
    const result = await FavoriteModel.deleteOne({ userId, astrologerId });
    return result.deletedCount === 1;
  },

  /** When a profile is deleted nobody can keep it as a favorite. */
  async removeAllForAstrologer(astrologerId: number, session: ClientSession): Promise<number> {
    const result = await FavoriteModel.deleteMany({ astrologerId }, { session });
    return result.deletedCount;
  },
};
