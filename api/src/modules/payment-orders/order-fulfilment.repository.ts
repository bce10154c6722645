import type { ClientSession } from 'mongoose';
import { withWriteLock } from '../../db/transactions';
import { PaymentOrderModel, type FulfilmentAnswerRecord, type FulfilmentClaim, type FulfilmentRecord, type PaymentOrderDocument, type PeriodReadingRecord } from './payment-order.model';
import { toPaymentOrderRecord, type PaymentOrderRecord } from './payment-order.repository';

/**
 * The fulfilment of paid orders lives on the order document (`fulfilment`); this module (payment-orders) owns every write to
 * it, and modules/fulfilment drives the work through these named moves. Every move is one
 * conditional update of one document: the filter names the state the move starts from, and of two
 * racing moves (a delivery and a refund, two claims) exactly one matches. The updates made outside a transaction
 * pass the write gate here (withWriteLock), because refunds change the same document in a transaction.
 */

type Found = PaymentOrderDocument | null;
const one = (doc: Found): PaymentOrderRecord | null => (doc ? toPaymentOrderRecord(doc) : null);
const many = (docs: PaymentOrderDocument[]): PaymentOrderRecord[] => docs.map(toPaymentOrderRecord);

function prefixed(patch: Partial<FulfilmentRecord>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).map(([key, value]) => [`fulfilment.${key}`, value]));
}

/** A refund's extra condition: the sweeper's overdue refund re-checks, in its transaction, that the order is still overdue. */
export interface RefundCondition {
  dueBefore?: Date;
}

export const orderFulfilmentRepository = {
  /** Sets the order's fulfilment when it is paid (inside the callback's transaction). */
  async start(txnid: string, fulfilment: FulfilmentRecord, session: ClientSession): Promise<void> {
    await PaymentOrderModel.updateOne({ txnid, status: 'paid', fulfilment: null }, { $set: { fulfilment } }, { session });
  },

  /** The inputs of a paid order that had none: starts the clock. Null when the order was not awaiting them. */
  async submitInputs(txnid: string, userId: number, inputs: Record<string, unknown>, dueBy: Date, extra: Partial<FulfilmentRecord> = {}): Promise<PaymentOrderRecord | null> {
    const doc = await withWriteLock(() =>
      PaymentOrderModel.findOneAndUpdate(
        { txnid, userId, status: 'paid', 'fulfilment.status': 'awaiting-details' },
        { $set: prefixed({ ...extra, inputs, inputsAt: new Date(), dueBy, status: 'in-progress' }) },
        { new: true },
      ).lean<PaymentOrderDocument>(),
    );
    return one(doc);
  },

  /**
   * in-progress -> delivered, once; null when it was not in progress (refunded or already delivered). An astrologer's
   * answer passes `claimedBy` (still theirs) and, for a report rebuilt with it, the new `reportFile`.
   */
  async markDelivered(txnid: string, patch: Partial<FulfilmentRecord>, session: ClientSession, answer: { claimedBy?: number; reportFile?: string } = {}): Promise<PaymentOrderRecord | null> {
    const doc = await PaymentOrderModel.findOneAndUpdate(
      { ...(answer.claimedBy !== undefined ? { 'fulfilment.claim.astrologerId': answer.claimedBy } : {}), txnid, 'fulfilment.status': 'in-progress' },
      { $set: { ...(answer.reportFile ? { reportFile: answer.reportFile } : {}), ...prefixed({ ...patch, status: 'delivered', deliveredAt: new Date() }) } },
      { new: true, session },
    ).lean<PaymentOrderDocument>();
    return one(doc);
  },

  /** in-progress (or awaiting details) -> refunded, once; with `dueBefore`, only while it is still overdue then. */
  async markRefunded(txnid: string, reason: string, amount: number, session: ClientSession, only: RefundCondition = {}): Promise<PaymentOrderRecord | null> {
    const doc = await PaymentOrderModel.findOneAndUpdate(
      { ...(only.dueBefore ? { 'fulfilment.dueBy': { $lt: only.dueBefore } } : {}), txnid, 'fulfilment.status': { $in: ['in-progress', 'awaiting-details'] } },
      { $set: prefixed({ status: 'refunded', refundedAt: new Date(), refundReason: reason, refundedAmount: amount }) },
      { new: true, session },
    ).lean<PaymentOrderDocument>();
    return one(doc);
  },

  /** Appends the next reading of a scheduled order; null when another run appended it first. */
  async appendReading(order: PaymentOrderRecord, reading: PeriodReadingRecord, nextReadingAt: Date | null, dueBy: Date | null, session: ClientSession): Promise<PaymentOrderRecord | null> {
    const previous = order.fulfilment?.readings ?? [];
    const count = order.fulfilment?.readingsCount ?? 0;
    const doc = await PaymentOrderModel.findOneAndUpdate(
      { txnid: order.txnid, 'fulfilment.status': 'in-progress', 'fulfilment.readingsCount': count },
      { $set: prefixed({ readings: [...previous, reading], readingsCount: count + 1, nextReadingAt, dueBy }) },
      { new: true, session },
    ).lean<PaymentOrderDocument>();
    return one(doc);
  },

  /** Claims an open astrologer item for one astrologer; null when someone else holds it (or it is closed). */
  async claim(txnid: string, claim: FulfilmentClaim): Promise<PaymentOrderRecord | null> {
    const doc = await withWriteLock(() =>
      PaymentOrderModel.findOneAndUpdate(
        { txnid, 'fulfilment.mode': 'astrologer', 'fulfilment.status': 'in-progress', 'fulfilment.claim': null },
        { $set: { 'fulfilment.claim': claim } },
        { new: true },
      ).lean<PaymentOrderDocument>(),
    );
    return one(doc);
  },

  async recordAnswerDraft(txnid: string, astrologerId: number, answer: FulfilmentAnswerRecord): Promise<PaymentOrderRecord | null> {
    const doc = await withWriteLock(() =>
      PaymentOrderModel.findOneAndUpdate(
        { txnid, 'fulfilment.status': 'in-progress', 'fulfilment.claim.astrologerId': astrologerId },
        { $set: { 'fulfilment.answer': answer } },
        { new: true },
      ).lean<PaymentOrderDocument>(),
    );
    return one(doc);
  },

  /** Claims the one delivery e-mail of an order; false when another run claimed it first. */
  async claimEmail(txnid: string, field: 'fulfilment.emailedAt' | 'receiptEmailedAt'): Promise<boolean> {
    const result = await withWriteLock(() => PaymentOrderModel.updateOne({ txnid, [field]: null }, { $set: { [field]: new Date() } }));
    return result.modifiedCount === 1;
  },

  async releaseEmail(txnid: string, field: 'fulfilment.emailedAt' | 'receiptEmailedAt'): Promise<void> {
    await withWriteLock(() => PaymentOrderModel.updateOne({ txnid }, { $set: { [field]: null } }));
  },

  async listOverdue(now: Date, limit: number): Promise<PaymentOrderRecord[]> {
    return many(
      await PaymentOrderModel.find({ 'fulfilment.status': 'in-progress', 'fulfilment.dueBy': { $lt: now } })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<PaymentOrderDocument[]>(),
    );
  },

  async listReadingsDue(now: Date, limit: number): Promise<PaymentOrderRecord[]> {
    return many(
      await PaymentOrderModel.find({ 'fulfilment.mode': 'scheduled', 'fulfilment.status': 'in-progress', 'fulfilment.nextReadingAt': { $lte: now } })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<PaymentOrderDocument[]>(),
    );
  },

  /** Orders in progress whose PDF the queue should be making (automatic items, a Premium report's first PDF): re-enqueued by the sweeper when a restart lost their job. */
  async listUnbuilt(paidBefore: Date, limit: number): Promise<PaymentOrderRecord[]> {
    return many(
      await PaymentOrderModel.find({
        'fulfilment.status': 'in-progress',
        completedAt: { $lt: paidBefore },
        $or: [{ 'fulfilment.mode': 'automatic' }, { kind: 'report', reportFile: null }],
      })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<PaymentOrderDocument[]>(),
    );
  },

  /** Astrologer items: open (unclaimed), one astrologer's, or every one (admins). */
  async listTasks(filter: { scope: 'open' } | { scope: 'mine'; astrologerId: number } | { scope: 'all' } | { scope: 'overdue'; now: Date }): Promise<PaymentOrderRecord[]> {
    const query: Record<string, unknown> =
      filter.scope === 'open'
        ? { 'fulfilment.mode': 'astrologer', 'fulfilment.status': 'in-progress', 'fulfilment.claim': null }
        : filter.scope === 'mine'
          ? { 'fulfilment.mode': 'astrologer', 'fulfilment.claim.astrologerId': filter.astrologerId }
          : filter.scope === 'all'
            ? { 'fulfilment.mode': 'astrologer' }
            : { 'fulfilment.status': 'in-progress', 'fulfilment.dueBy': { $lt: filter.now } };
    const sort: Record<string, 1 | -1> = filter.scope === 'open' ? { 'fulfilment.dueBy': 1 } : { _id: -1 };
    return many(await PaymentOrderModel.find(query).sort(sort).limit(200).lean<PaymentOrderDocument[]>());
  },

  /** A customer's completed orders, newest first (orders whose payment never came back are left out). */
  async pageOfCustomer(userId: number, page: number, pageSize: number): Promise<{ items: PaymentOrderRecord[]; total: number }> {
    const filter = { userId, status: { $in: ['paid', 'failed'] } };
    const [docs, total] = await Promise.all([
      PaymentOrderModel.find(filter).sort({ _id: -1 }).skip((page - 1) * pageSize).limit(pageSize).lean<PaymentOrderDocument[]>(),
      PaymentOrderModel.countDocuments(filter),
    ]);
    return { items: many(docs), total };
  },

  /** Whether the customer has a paid order this astrologer took on (claimed or answered) or booked a package of. */
  async customerHadOrderWith(userId: number, astrologerId: number): Promise<boolean> {
    const found = await PaymentOrderModel.exists({
      userId,
      status: 'paid',
      $or: [{ 'fulfilment.claim.astrologerId': astrologerId }, { 'details.astrologerId': astrologerId }],
    });
    return found !== null;
  },

  /** Whether an uploaded order image is an input of an order this astrologer claimed. */
  async astrologerClaimedImage(astrologerId: number, file: string): Promise<boolean> {
    const docs = await PaymentOrderModel.find({ 'fulfilment.claim.astrologerId': astrologerId, 'fulfilment.mode': 'astrologer' })
      .select({ fulfilment: 1 })
      .limit(500)
      .lean<PaymentOrderDocument[]>();
    return docs.some((doc) => Object.values(doc.fulfilment?.inputs ?? {}).includes(file));
  },
};
