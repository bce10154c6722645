import type { ChatReceipts, SenderType } from '@astrosetu/contracts';
import { ChatReceiptModel, type ChatReceiptDocument } from './chat-receipt.model';

export type ReceiptKind = 'delivered' | 'read';

const receiptId = (consultationId: number, reader: SenderType) => `${consultationId}:${reader}`;

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}

export const chatReceiptRepository = {
  /**
   * Moves the reader's watermark forward to `messageId` (a read also counts as delivered). Returns the
   * watermark after the call and whether this call moved it. Conditional updates only, so concurrent
   * receipts (several tabs, several API instances) can never move it back.
   */
  async advance(consultationId: number, reader: SenderType, kind: ReceiptKind, messageId: number): Promise<{ upTo: number; advanced: boolean }> {
    const _id = receiptId(consultationId, reader);
    const field = kind === 'read' ? 'readUpTo' : 'deliveredUpTo';
    const set = kind === 'read' ? { readUpTo: messageId } : { deliveredUpTo: messageId };
    const moved = await ChatReceiptModel.updateOne({ _id, [field]: { $lt: messageId } }, { $set: set });
    if (moved.matchedCount === 0) {
      try {
        // First receipt of this reader: the document does not exist yet.
        await ChatReceiptModel.create({ _id, consultationId, reader, deliveredUpTo: messageId, readUpTo: kind === 'read' ? messageId : 0 });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const current = await ChatReceiptModel.findById(_id).lean<ChatReceiptDocument>();
        // It existed with an equal or newer watermark, or another request created it first: retry once.
        if (!current || current[field] >= messageId) return { upTo: current?.[field] ?? messageId, advanced: false };
        return chatReceiptRepository.advance(consultationId, reader, kind, messageId);
      }
    }
    if (kind === 'read') {
      await ChatReceiptModel.updateOne({ _id, deliveredUpTo: { $lt: messageId } }, { $set: { deliveredUpTo: messageId } });
    }
    return { upTo: messageId, advanced: true };
  },

  async findForConsultation(consultationId: number): Promise<ChatReceipts> {
    const docs = await ChatReceiptModel.find({ consultationId }).lean<ChatReceiptDocument[]>();
    const receipts: ChatReceipts = { user: { deliveredUpTo: 0, readUpTo: 0 }, astrologer: { deliveredUpTo: 0, readUpTo: 0 } };
    for (const doc of docs) receipts[doc.reader] = { deliveredUpTo: doc.deliveredUpTo, readUpTo: doc.readUpTo };
    return receipts;
  },
};
