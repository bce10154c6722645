import type { ClientSession } from 'mongoose';
import { withWriteLock } from '../../db/transactions';
import { walletPaymentKinds, type PaymentKind, type PaymentOrderStatus, type UiLanguage } from '@astrosetu/contracts';
import {
  PaymentOrderModel,
  type FulfilmentRecord,
  type PaymentOrderDetails,
  type PaymentOrderDocument,
  type PaymentOrderResult,
} from './payment-order.model';

/**
 * The payment order (`payment_orders`) belongs to this module: only modules/payment-orders imports its model, and every
 * other module (payments, fulfilment, the customer's order pages in modules/orders) reads and changes an order through
 * the named operations here and in order-fulfilment.repository.ts (docs/architecture.md). It imports no other module,
 * so all of them can depend on it without a cycle. The model's shapes are re-exported so no one else needs the model file.
 */
export type { FulfilmentAnswerRecord, FulfilmentClaim, FulfilmentRecord, PaymentOrderDetails, PaymentOrderResult, PeriodReadingRecord } from './payment-order.model';

export interface PaymentOrderRecord {
  id: number;
  txnid: string;
  userId: number;
  kind: PaymentKind;
  amount: number;
  gateway: string;
  key: string;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  /** The language the order was bought in: e-mails, the receipt and the PDFs are written in it. */
  language: UiLanguage;
  udf1: string;
  udf2: string;
  status: PaymentOrderStatus;
  details: PaymentOrderDetails;
  result: PaymentOrderResult;
  completedAt?: Date;
  reportFile?: string;
  reportError?: string;
  reportEmailedAt?: Date;
  invoiceNumber?: string;
  billing?: PaymentOrderBilling;
  receiptEmailedAt?: Date;
  fulfilment?: FulfilmentRecord;
  /** Paise of this payment already sent back to its payment method (POST /api/wallet/refund-to-source). */
  refundedToSource?: number;
  createdAt: Date;
}

/** A paid wallet payment with something left to refund to its payment method (POST /api/wallet/refund-to-source). */
export type RefundablePayment = Pick<PaymentOrderDocument, 'txnid' | 'amount' | 'completedAt'> & { mihpayid: string; refundable: number; mode?: string };

/** Who is billed on a paid order, fixed with its move to paid. */
export type PaymentOrderBilling = NonNullable<PaymentOrderDocument['billing']>;

export type NewPaymentOrder = Omit<PaymentOrderRecord, 'status' | 'result' | 'completedAt' | 'reportFile' | 'reportError' | 'reportEmailedAt' | 'createdAt' | 'invoiceNumber' | 'billing' | 'receiptEmailedAt' | 'fulfilment' | 'refundedToSource'>;

export function toPaymentOrderRecord(doc: PaymentOrderDocument): PaymentOrderRecord {
  return {
    id: doc._id,
    txnid: doc.txnid,
    userId: doc.userId,
    kind: doc.kind,
    amount: doc.amount,
    gateway: doc.gateway,
    key: doc.key,
    productinfo: doc.productinfo,
    firstname: doc.firstname,
    email: doc.email,
    phone: doc.phone ?? '',
    language: doc.language ?? 'en',
    udf1: doc.udf1 ?? '',
    udf2: doc.udf2 ?? '',
    status: doc.status,
    details: doc.details ?? {},
    result: doc.result ?? {},
    ...(doc.completedAt ? { completedAt: new Date(doc.completedAt) } : {}),
    ...(doc.reportFile ? { reportFile: doc.reportFile } : {}),
    ...(doc.reportError ? { reportError: doc.reportError } : {}),
    ...(doc.reportEmailedAt ? { reportEmailedAt: new Date(doc.reportEmailedAt) } : {}),
    ...(doc.invoiceNumber ? { invoiceNumber: doc.invoiceNumber } : {}),
    ...(doc.billing ? { billing: doc.billing } : {}),
    ...(doc.refundedToSource ? { refundedToSource: doc.refundedToSource } : {}),
    ...(doc.receiptEmailedAt ? { receiptEmailedAt: new Date(doc.receiptEmailedAt) } : {}),
    ...(doc.fulfilment ? { fulfilment: doc.fulfilment } : {}),
    createdAt: new Date(doc.createdAt),
  };
}

/** Drops undefined values so a conditional $set never writes them (and nested objects stay tidy). */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== '')) as Partial<T>;
}

export const paymentOrderRepository = {
  /**
   * Through the write gate: on jongodb a transaction committing on payment_orders (a callback, a delivery, a refund)
   * was seen to drop an order inserted while it ran (orders.test.ts, the delivery/refund race).
   */
  async create(input: NewPaymentOrder): Promise<PaymentOrderRecord> {
    const doc = await withWriteLock(() =>
      PaymentOrderModel.create({
        _id: input.id,
        ...input,
        details: defined(input.details),
        status: 'created',
      }),
    );
    return toPaymentOrderRecord(doc.toObject());
  },

  async findByTxnid(txnid: string, session?: ClientSession): Promise<PaymentOrderRecord | null> {
    const doc = await PaymentOrderModel.findOne({ txnid }, null, { session }).lean<PaymentOrderDocument>();
    return doc ? toPaymentOrderRecord(doc) : null;
  },

  async findByReportFile(reportFile: string): Promise<PaymentOrderRecord | null> {
    const doc = await PaymentOrderModel.findOne({ reportFile }).lean<PaymentOrderDocument>();
    return doc ? toPaymentOrderRecord(doc) : null;
  },

  /**
   * Moves an order from created to paid or failed, once: the filter only matches a created order, so
   * of a replayed or concurrent duplicate callback exactly one caller gets the record, the rest null.
   */
  async completeIfCreated(
    txnid: string,
    status: Exclude<PaymentOrderStatus, 'created'>,
    result: PaymentOrderResult,
    session: ClientSession,
  ): Promise<PaymentOrderRecord | null> {
    const doc = await PaymentOrderModel.findOneAndUpdate(
      { txnid, status: 'created' },
      { $set: { status, result: defined(result), completedAt: new Date() } },
      { new: true, session },
    ).lean<PaymentOrderDocument>();
    return doc ? toPaymentOrderRecord(doc) : null;
  },

  /** Fixes the receipt's number and who is billed, in the callback's transaction that moved the order to paid. */
  async recordInvoice(txnid: string, invoiceNumber: string, billing: PaymentOrderBilling, session: ClientSession): Promise<void> {
    await PaymentOrderModel.updateOne({ txnid }, { $set: { invoiceNumber, billing } }, { session });
  },

  /** The customer's paid wallet payments with something left to refund, newest first. */
  async listRefundablePayments(userId: number, session?: ClientSession): Promise<RefundablePayment[]> {
    const docs = await PaymentOrderModel.find({ userId, status: 'paid', kind: { $in: walletPaymentKinds } }, null, { session })
      .sort({ completedAt: -1, _id: -1 })
      .lean<PaymentOrderDocument[]>();
    return docs
      .map((doc) => ({ txnid: doc.txnid, amount: doc.amount, completedAt: doc.completedAt, mihpayid: doc.result?.mihpayid ?? '', mode: doc.result?.mode, refundable: doc.amount - (doc.refundedToSource ?? 0) }))
      .filter((payment) => payment.refundable > 0 && payment.mihpayid);
  },

  /**
   * Books `amount` as refunded to the payment's method, in the refund's transaction (with its cash debit). Guarded:
   * never more than the payment's own amount in all, even under concurrent refunds; false when that would be exceeded.
   */
  async reserveRefundToSource(payment: { txnid: string; amount: number }, amount: number, session: ClientSession): Promise<boolean> {
    const most = payment.amount - amount;
    const result = await PaymentOrderModel.updateOne(
      { txnid: payment.txnid, amount: payment.amount, $or: [{ refundedToSource: { $exists: false } }, { refundedToSource: null }, { refundedToSource: { $lte: most } }] },
      { $inc: { refundedToSource: amount } },
      { session },
    );
    return result.modifiedCount === 1;
  },

  /** Gives back what a refund the gateway refused had booked (in the transaction that reverses its cash). */
  async releaseRefundToSource(txnid: string, amount: number, session: ClientSession): Promise<void> {
    await PaymentOrderModel.updateOne({ txnid }, { $inc: { refundedToSource: -amount } }, { session });
  },

  /** Records the report PDF of a paid order unless one was recorded first; true when this one won. */
  async attachReportFile(txnid: string, reportFile: string): Promise<boolean> {
    const result = await withWriteLock(() =>
      PaymentOrderModel.updateOne({ txnid, status: 'paid', reportFile: null }, { $set: { reportFile, reportError: '' } }),
    );
    return result.modifiedCount === 1;
  },
};
