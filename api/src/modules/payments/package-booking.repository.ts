import type { ConsultationChannel, UserDetails } from '@astrosetu/contracts';
import { withWriteLock } from '../../db/transactions';
import { PackageBookingModel, type PackageBookingDocument, type PackageBookingStatus } from './package-booking.model';

export interface PackageBooking {
  txnid: string;
  userId: number;
  astrologerId: number;
  duration: number;
  channel: ConsultationChannel;
  price: number;
  ratePerMinute: number;
  topic?: string;
  userDetails?: Partial<UserDetails>;
  status: PackageBookingStatus;
  consultationId?: number;
  error?: string;
}

function toBooking(doc: PackageBookingDocument): PackageBooking {
  return {
    txnid: doc._id,
    userId: doc.userId,
    astrologerId: doc.astrologerId,
    duration: doc.duration,
    channel: doc.channel ?? 'chat',
    price: doc.price,
    ratePerMinute: doc.ratePerMinute,
    ...(doc.topic ? { topic: doc.topic } : {}),
    ...(doc.userDetails ? { userDetails: doc.userDetails } : {}),
    status: doc.status,
    ...(doc.consultationId ? { consultationId: doc.consultationId } : {}),
    ...(doc.error ? { error: doc.error } : {}),
  };
}

export const packageBookingRepository = {
  async create(input: Omit<PackageBooking, 'status' | 'consultationId' | 'error'>): Promise<void> {
    const { txnid, ...rest } = input;
    await withWriteLock(() => PackageBookingModel.create({ ...rest, _id: txnid, status: 'pending' }));
  },

  async findByTxnid(txnid: string): Promise<PackageBooking | null> {
    const doc = await PackageBookingModel.findById(txnid).lean<PackageBookingDocument>();
    return doc ? toBooking(doc) : null;
  },

  /** pending -> booking for exactly one caller; null for everybody else. */
  async claim(txnid: string): Promise<PackageBooking | null> {
    const doc = await withWriteLock(() =>
      PackageBookingModel.findOneAndUpdate({ _id: txnid, status: 'pending' }, { $set: { status: 'booking' } }, { new: true })
        .lean<PackageBookingDocument>()
        .exec(),
    );
    return doc ? toBooking(doc) : null;
  },

  async settle(txnid: string, outcome: { status: 'booked'; consultationId: number } | { status: 'failed'; error: string }): Promise<PackageBooking | null> {
    const doc = await withWriteLock(() =>
      PackageBookingModel.findOneAndUpdate({ _id: txnid, status: 'booking' }, { $set: outcome }, { new: true })
        .lean<PackageBookingDocument>()
        .exec(),
    );
    return doc ? toBooking(doc) : null;
  },
};
