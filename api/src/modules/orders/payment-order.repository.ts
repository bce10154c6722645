import type { ClientSession } from 'mongoose';
import { withWriteLock } from '../../db/transactions';
import type { PaymentKind, PaymentOrderStatus, UiLanguage } from '@astrosetu/contracts';
import {
  PaymentOrderModel,
  type FulfilmentRecord,
  type PaymentOrderDetails,
  type PaymentOrderDocument,
  type PaymentOrderResult,
} from './payment-order.model';

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
  billing?: NonNullable<PaymentOrderDocument['billing']>;
  receiptEmailedAt?: Date;
  fulfilment?: FulfilmentRecord;
  /** Paise of this payment already sent back to its payment method (POST /api/wallet/refund-to-source). */
  refundedToSource?: number;
  createdAt: Date;
}

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

  /** Records the report PDF of a paid order unless one was recorded first; true when this one won. */
  async attachReportFile(txnid: string, reportFile: string): Promise<boolean> {
    const result = await withWriteLock(() =>
      PaymentOrderModel.updateOne({ txnid, status: 'paid', reportFile: null }, { $set: { reportFile, reportError: '' } }),
    );
    return result.modifiedCount === 1;
  },
};
