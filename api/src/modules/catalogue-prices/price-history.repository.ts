import { PriceHistoryModel, type PriceHistoryDocument } from './price-history.model';

/** A price of an item from a moment on, as a plain object. */
export interface PriceHistoryRow {
  itemKey: string;
  /** Paise. */
  price: number;
  from: Date;
}

const toRow = (doc: PriceHistoryDocument): PriceHistoryRow => ({ itemKey: doc.itemKey, price: doc.price, from: doc.from });

export const priceHistoryRepository = {
  /** Every row of every item, oldest first within an item. */
  async listAll(): Promise<PriceHistoryRow[]> {
    const docs = await PriceHistoryModel.find({}).sort({ itemKey: 1, from: 1 }).lean<PriceHistoryDocument[]>();
    return docs.map(toRow);
  },

  /** The latest row of each item: the price it is recorded at now. */
  async latestByItem(): Promise<Map<string, PriceHistoryRow>> {
    const latest = new Map<string, PriceHistoryRow>();
    for (const row of await this.listAll()) latest.set(row.itemKey, row);
    return latest;
  },

  async add(rows: readonly PriceHistoryRow[]): Promise<void> {
    if (rows.length === 0) return;
    await PriceHistoryModel.insertMany(rows.map((row) => ({ itemKey: row.itemKey, price: row.price, from: row.from })));
  },
};
