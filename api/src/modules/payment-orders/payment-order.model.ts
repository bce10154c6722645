import { model, Schema } from 'mongoose';
import {
  consultationChannels,
  uiLanguageCodes,
  type ConsultationChannel,
  type UiLanguage,
  type DeliverableInputKind,
  type FulfilmentMode,
  type FulfilmentStatus,
  paymentKinds,
  paymentOrderStatuses,
  reportTypes,
  type PaymentKind,
  type PaymentOrderStatus,
  type ReportForm,
  type ReportType,
} from '@astrosetu/contracts';

/** What the order is for, beyond its kind; only the fields of that kind are set. */
export interface PaymentOrderDetails {
  astrologerId?: number;
  duration?: number;
  /** Package orders: chat or call, the channel the package is priced and booked on. */
  channel?: ConsultationChannel;
  consultationId?: number;
  service?: string;
  packageName?: string;
  description?: string;
  redirect?: string;
  category?: string;
  reportType?: ReportType;
  /** The validated report form with resolved coordinates and time zone. */
  reportForm?: ReportForm & { latitude: number; longitude: number; timezone?: string };
  /** The payer's name as they wrote it (any script; the gateway's firstname keeps letters only): printed on the receipt. */
  buyerName?: string;
  /** Service orders: the item's inputs, validated before payment (deliverables.ts). */
  inputs?: Record<string, unknown>;
}

/** An astrologer's claim on an order of the fulfilment queue, and their answer. */
export interface FulfilmentClaim {
  astrologerId: number;
  name: string;
  at: Date;
}

export interface FulfilmentAnswerRecord {
  astrologerId: number;
  astrologerName: string;
  markdown: string;
  answeredAt: Date;
}

/** One reading of a scheduled package, stored when its period began. */
export interface PeriodReadingRecord {
  index: number;
  start: Date;
  end: Date;
  title: string;
  file: string;
  view?: unknown;
  deliveredAt: Date;
}

/**
 * How what was bought is being delivered (service and report orders; docs/orders.md). Every change
 * is a conditional update on `status`, so a delivery and a refund can never both happen.
 */
export interface FulfilmentRecord {
  itemKey: string;
  mode: FulfilmentMode;
  input: DeliverableInputKind;
  status: FulfilmentStatus;
  /** The validated inputs (service orders; report orders keep details.reportForm). */
  inputs?: Record<string, unknown> | null;
  inputsAt?: Date | null;
  dueBy?: Date | null;
  deliveredAt?: Date | null;
  refundedAt?: Date | null;
  refundReason?: string | null;
  /** Paise returned to the wallet. */
  refundedAmount?: number | null;
  /** Automatic services: the PDF (report storage) and its title and on-site view. */
  title?: string | null;
  file?: string | null;
  view?: unknown;
  claim?: FulfilmentClaim | null;
  answer?: FulfilmentAnswerRecord | null;
  readings?: PeriodReadingRecord[];
  readingsCount?: number;
  /** Scheduled items: when the next reading is due to be made available. */
  nextReadingAt?: Date | null;
  emailedAt?: Date | null;
}

/** What the gateway told us when the order completed. */
export interface PaymentOrderResult {
  mihpayid?: string;
  mode?: string;
  bankRefNum?: string;
  errorMessage?: string;
}

export interface PaymentOrderDocument {
  _id: number;
  /** Our transaction id, sent to the gateway; unique. */
  txnid: string;
  userId: number;
  kind: PaymentKind;
  /** Paise, fixed by the server when the order was created. */
  amount: number;
  /** 'payu' or 'sandbox': the gateway whose key and salt signed this order. */
  gateway: string;
  key: string;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  /** The language the order was bought in (absent on older orders: English). */
  language?: UiLanguage;
  udf1: string;
  udf2: string;
  status: PaymentOrderStatus;
  details: PaymentOrderDetails;
  result?: PaymentOrderResult;
  completedAt?: Date;
  /** Report orders: the generated PDF's file name, or why it could not be made. */
  reportFile?: string | null;
  reportError?: string;
  reportEmailedAt?: Date | null;
  /** Paid orders: the receipt's number from the gap-free invoice sequence, assigned with the move to paid. */
  invoiceNumber?: string | null;
  /**
   * Who is billed, fixed at payment: the payer's account name, e-mail and billing state, and for a tax invoice the
   * place of supply it decided (docs/tax.md). Absent on older orders (their documents read the account then).
   */
  billing?: { name: string; email: string; stateCode?: string; placeOfSupply?: { stateCode: string; interState: boolean; basis: 'recipient-state' | 'supplier-location' } } | null;
  receiptEmailedAt?: Date | null;
  fulfilment?: FulfilmentRecord | null;
  /** Paise of this payment refunded to its payment method so far (wallet kinds: unused cash, docs/tax.md). */
  refundedToSource?: number;
  createdAt: Date;
  updatedAt: Date;
}

const paymentOrderSchema = new Schema<PaymentOrderDocument>(
  {
    _id: { type: Number, required: true },
    txnid: { type: String, required: true },
    userId: { type: Number, required: true },
    kind: { type: String, enum: paymentKinds, required: true },
    amount: { type: Number, required: true },
    gateway: { type: String, required: true },
    key: { type: String, required: true },
    productinfo: { type: String, required: true },
    firstname: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: '' },
    language: { type: String, enum: uiLanguageCodes },
    udf1: { type: String, default: '' },
    udf2: { type: String, default: '' },
    status: { type: String, enum: paymentOrderStatuses, required: true, default: 'created' },
    details: {
      astrologerId: Number,
      duration: Number,
      channel: { type: String, enum: consultationChannels },
      consultationId: Number,
      service: String,
      packageName: String,
      description: String,
      redirect: String,
      category: String,
      reportType: { type: String, enum: reportTypes },
      reportForm: { type: Schema.Types.Mixed },
      inputs: { type: Schema.Types.Mixed },
      buyerName: String,
    },
    result: {
      mihpayid: String,
      mode: String,
      bankRefNum: String,
      errorMessage: String,
    },
    completedAt: Date,
    reportFile: { type: String, default: null },
    reportError: String,
    reportEmailedAt: { type: Date, default: null },
    invoiceNumber: { type: String, default: null },
    billing: { type: Schema.Types.Mixed, default: null },
    refundedToSource: { type: Number, default: 0 },
    receiptEmailedAt: { type: Date, default: null },
    // Mixed: updated by dotted paths under conditional filters (order-fulfilment.repository.ts).
    fulfilment: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: true, versionKey: false, minimize: true },
);

paymentOrderSchema.index({ txnid: 1 }, { unique: true });
paymentOrderSchema.index({ userId: 1, _id: -1 });
paymentOrderSchema.index({ reportFile: 1 });
paymentOrderSchema.index({ 'fulfilment.status': 1, 'fulfilment.dueBy': 1 });

export const PaymentOrderModel = model<PaymentOrderDocument>('PaymentOrder', paymentOrderSchema, 'payment_orders');
