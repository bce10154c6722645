import { model, Schema } from 'mongoose';
import {
  consultationChannels,
  consultationEndReasons,
  consultationStatuses,
  paymentStatuses,
  type ConsultationChannel,
  type ConsultationEndReason,
  type ConsultationStatus,
  type PaymentStatus,
  type UserDetails,
} from '@astrosetu/contracts';

export type EndedBy = 'user' | 'astrologer' | 'admin' | 'system';

export interface ConsultationDocument {
  _id: number;
  userId: number;
  astrologerId: number;
  /** Absent on documents from before voice calls: a chat. */
  channel?: ConsultationChannel;
  topic: string;
  /** Minutes including every extension. */
  duration: number;
  packageDuration: number;
  /** Paise paid so far: package plus paid extensions. */
  cost: number;
  status: ConsultationStatus;
  paymentStatus: PaymentStatus;
  astrologerExtensions: number;
  customerExtensionMinutes: number;
  /** The first minutes, paid by the platform (a new customer's first session); absent on older documents. */
  freeFirstMinutes?: number;
  /** Booked with this consultation voucher (vouchers module): its first `voucherMinutes` are paid by the platform. */
  voucherId?: number;
  voucherMinutes?: number;
  /** Part of `cost` paid from bonus credit (spent first); refunds give cash back first. Absent = 0. */
  bonusPaid?: number;
  /** The astrologer's rate when booked (older documents: derived from the cost). */
  ratePerMinute?: number;
  rating?: number;
  review?: string;
  reviewId?: number;
  userDetails?: Partial<UserDetails>;
  astrologerJoinedAt?: Date;
  /** When the customer first opened the chat (a customer who never does gets a full refund). */
  customerJoinedAt?: Date;
  detailsDoneAt?: Date;
  /** The billing clock: set once both the details step is done and the astrologer has joined. */
  startedAt?: Date;
  /** A call: when each side first reported audio arriving from the other (both: the billing clock starts). */
  customerMediaAt?: Date;
  astrologerMediaAt?: Date;
  /** A running call whose connection dropped: billing stops here; a reconnection moves startedAt on by the gap. */
  callDroppedSince?: Date;
  /** Which sides' connection is down; the call is back when neither is. */
  customerCallDropped?: boolean;
  astrologerCallDropped?: boolean;
  /** Set while a participant has no connection to the running session (lost-connection rule). */
  customerAwaySince?: Date;
  astrologerAwaySince?: Date;
  endedAt?: Date;
  endedBy?: EndedBy;
  endReason?: ConsultationEndReason;
  usedMinutes?: number;
  refundedAmount?: number;
  createdAt: Date;
  updatedAt: Date;
}

const consultationSchema = new Schema<ConsultationDocument>(
  {
    _id: { type: Number, required: true },
    userId: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
    channel: { type: String, enum: consultationChannels },
    topic: { type: String, required: true },
    duration: { type: Number, required: true },
    packageDuration: { type: Number, required: true },
    cost: { type: Number, required: true },
    status: { type: String, enum: consultationStatuses, required: true },
    paymentStatus: { type: String, enum: paymentStatuses, required: true },
    astrologerExtensions: { type: Number, required: true, default: 0 },
    customerExtensionMinutes: { type: Number, required: true, default: 0 },
    freeFirstMinutes: { type: Number, default: 0 },
    voucherId: { type: Number },
    voucherMinutes: { type: Number, default: 0 },
    bonusPaid: { type: Number, default: 0 },
    ratePerMinute: { type: Number },
    rating: { type: Number },
    review: { type: String },
    reviewId: { type: Number },
    userDetails: {
      type: new Schema(
        { name: String, dateOfBirth: String, timeOfBirth: String, placeOfBirth: String, question: String },
        { _id: false },
      ),
      default: undefined,
    },
    astrologerJoinedAt: { type: Date },
    customerJoinedAt: { type: Date },
    detailsDoneAt: { type: Date },
    startedAt: { type: Date },
    customerMediaAt: { type: Date },
    astrologerMediaAt: { type: Date },
    callDroppedSince: { type: Date },
    customerCallDropped: { type: Boolean },
    astrologerCallDropped: { type: Boolean },
    customerAwaySince: { type: Date },
    astrologerAwaySince: { type: Date },
    endedAt: { type: Date },
    endedBy: { type: String, enum: ['user', 'astrologer', 'admin', 'system'] },
    endReason: { type: String, enum: consultationEndReasons },
    usedMinutes: { type: Number },
    refundedAmount: { type: Number },
  },
  { timestamps: true, versionKey: false },
);

consultationSchema.index({ userId: 1, _id: -1 });
consultationSchema.index({ astrologerId: 1, status: 1, _id: -1 });
// The sweeper looks for running sessions by start time, and for unstarted ones by booking time.
consultationSchema.index({ status: 1, startedAt: 1 });
consultationSchema.index({ status: 1, createdAt: 1 });

export const ConsultationModel = model<ConsultationDocument>('Consultation', consultationSchema, 'consultations');

/**
 * One document per customer who has a session running: { _id: userId, consultationId, astrologerId }.
 * Claiming it with a compare-and-set is what keeps "one active consultation per customer" true under
 * concurrent bookings, on any engine.
 */
export interface ActiveSlotDocument {
  _id: number;
  consultationId: number;
  astrologerId: number;
}

const activeSlotSchema = new Schema<ActiveSlotDocument>(
  {
    _id: { type: Number, required: true },
    consultationId: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
  },
  { versionKey: false },
);

export const ActiveSlotModel = model<ActiveSlotDocument>('ActiveConsultationSlot', activeSlotSchema, 'active_consultation_slots');
