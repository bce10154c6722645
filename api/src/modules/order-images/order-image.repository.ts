import { OrderImageModel, type OrderImageDocument } from './order-image.model';

export interface OrderImageRecord {
  file: string;
  userId: number;
  contentType: string;
}

export const orderImageRepository = {
  async create(input: { file: string; userId: number; contentType: string; size: number }): Promise<void> {
    await OrderImageModel.create({ _id: input.file, userId: input.userId, contentType: input.contentType, size: input.size });
  },

  async find(file: string): Promise<OrderImageRecord | null> {
    const doc = await OrderImageModel.findById(file).lean<OrderImageDocument>();
    return doc ? { file: doc._id, userId: doc.userId, contentType: doc.contentType } : null;
  },

  /** Which of `files` this customer uploaded. */
  async ownedBy(userId: number, files: string[]): Promise<Set<string>> {
    if (files.length === 0) return new Set();
    const docs = await OrderImageModel.find({ _id: { $in: files }, userId }).select({ _id: 1 }).lean<Array<{ _id: string }>>();
    return new Set(docs.map((doc) => doc._id));
  },
};
