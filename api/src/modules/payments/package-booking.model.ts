import { model, Schema } from 'mongoose';
import { consultationChannels, type ConsultationChannel, type UserDetails } from '@astrosetu/contracts';

export const packageBookingStatuses = ['pending', 'booking', 'booked', 'failed'] as const;
export type PackageBookingStatus = (typeof packageBookingStatuses)[number];

/**
 * The package a payment order books once it is paid ("Add ₹X and book", the booking page), keyed by
 * the order's txnid. Its status moves pending -> booking (one claimant) -> booked | failed, which is
 * what makes a replayed or concurrent callback book at most once.
 */
export interface PackageBookingDocument {
  _id: string;
  userId: number;
  astrologerId: number;
  duration: number;
  /** The channel booked once paid; orders made before calls existed have none and book a chat. */
  channel?: ConsultationChannel;
  /** Paise, fixed when the order was made, and the rate it was computed from. */
  price: number;
  ratePerMinute: number;
  topic?: string;
  userDetails?: Partial<UserDetails>;
  status: PackageBookingStatus;
  consultationId?: number;
  error?: string;
  createdAt: Date;
  updatedAt: Date;
}

const packageBookingSchema = new Schema<PackageBookingDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
    duration: { type: Number, required: true },
    channel: { type: String, enum: consultationChannels },
    price: { type: Number, required: true },
    ratePerMinute: { type: Number, required: true },
    topic: { type: String },
    userDetails: { type: Schema.Types.Mixed },
    status: { type: String, enum: packageBookingStatuses, required: true },
    consultationId: { type: Number },
    error: { type: String },
  },
  { timestamps: true, versionKey: false },
);

export const PackageBookingModel = model<PackageBookingDocument>('PackageBooking', packageBookingSchema, 'payment_package_bookings');
