import { nextSequenceValue } from '../../db/sequence';
import { BlockModel, type BlockDocument } from './block.model';

export interface BlockRecord {
  userId: number;
  astrologerId: number;
  createdAt: string;
}

const toRecord = (doc: BlockDocument): BlockRecord => ({ userId: doc.userId, astrologerId: doc.astrologerId, createdAt: new Date(doc.createdAt).toISOString() });

export const blockRepository = {
  /** Newest first. */
  async listForUser(userId: number): Promise<BlockRecord[]> {
    const docs = await BlockModel.find({ userId }).sort({ _id: -1 }).lean<BlockDocument[]>();
    return docs.map(toRecord);
  },

  async isBlocked(userId: number, astrologerId: number): Promise<boolean> {
    return (await BlockModel.countDocuments({ userId, astrologerId })) > 0;
  },

  /** Idempotent: blocking twice keeps one block. */
  async add(userId: number, astrologerId: number): Promise<BlockRecord> {
    const existing = await BlockModel.findOne({ userId, astrologerId }).lean<BlockDocument>();
    if (existing) return toRecord(existing);
    const id = await nextSequenceValue('blocks');
    try {
      const doc = await BlockModel.create({ _id: id, userId, astrologerId });
      return toRecord(doc.toObject());
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
      const winner = await BlockModel.findOne({ userId, astrologerId }).lean<BlockDocument>();
      if (!winner) throw error;
      return toRecord(winner);
    }
  },

  async remove(userId: number, astrologerId: number): Promise<void> {
    await BlockModel.deleteOne({ userId, astrologerId });
  },
};
