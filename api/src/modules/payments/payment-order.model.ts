import { model, Schema } from 'mongoose';
import {
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
  consultationId?: number;
  service?: string;
  packageName?: string;
  description?: string;
  redirect?: string;
  category?: string;
  reportType?: ReportType;
  /** The validated report form with resolved coordinates and time zone. */
  reportForm?: ReportForm & { latitude: number; longitude: number; timezone?: string };
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
    udf1: { type: String, default: '' },
    udf2: { type: String, default: '' },
    status: { type: String, enum: paymentOrderStatuses, required: true, default: 'created' },
    details: {
      astrologerId: Number,
      duration: Number,
      consultationId: Number,
      service: String,
      packageName: String,
      description: String,
      redirect: String,
      category: String,
      reportType: { type: String, enum: reportTypes },
      reportForm: { type: Schema.Types.Mixed },
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
  },
  { timestamps: true, versionKey: false, minimize: true },
);

paymentOrderSchema.index({ txnid: 1 }, { unique: true });
paymentOrderSchema.index({ userId: 1, _id: -1 });
paymentOrderSchema.index({ reportFile: 1 });

export const PaymentOrderModel = model<PaymentOrderDocument>('PaymentOrder', paymentOrderSchema, 'payment_orders');
