import { model, Schema } from 'mongoose';
import { approvalStatuses, genders, type ApprovalStatus, type Gender } from '@astrosetu/contracts';

/** The stored shape of an astrologer profile. Only the astrologers repository reads or writes it. */
export interface AstrologerDocument {
  _id: number;
  name: string;
  email: string;
  image: string;
  gender: Gender;
  experience: number;
  specializations: string[];
  languages: string[];
  description: string;
  ratePerMinute: number;
  /** Voice calls (docs/voice.md): the astrologer's per-minute call rate in whole rupees; absent = no calls. */
  callRatePerMinute?: number;
  /** Calls missed in a row (reset by an answered or declined call); MISSED_CALLS_BEFORE_OFFLINE sets them offline. */
  missedCallsInRow?: number;
  availableFrom: string;
  availableTo: string;
  /** Sum of every rating given; the average is derived on read so updates stay a single $inc. */
  ratingTotal: number;
  reviewCount: number;
  approvalStatus: ApprovalStatus;
  isOnline: boolean;
  totalConsultations: number;
  /** Paise. */
  totalEarnings: number;
  userId?: number;
  createdAt: Date;
  updatedAt: Date;
}

const astrologerSchema = new Schema<AstrologerDocument>(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    image: { type: String, required: true },
    gender: { type: String, enum: genders, required: true },
    experience: { type: Number, required: true, min: 0 },
    specializations: { type: [String], required: true },
    languages: { type: [String], required: true },
    // Not `required`: mongoose treats '' as missing, and a profile may start without a description.
    description: { type: String, default: '' },
    ratePerMinute: { type: Number, required: true, min: 1 },
    callRatePerMinute: { type: Number, min: 1 },
    missedCallsInRow: { type: Number, default: 0 },
    availableFrom: { type: String, required: true, default: '09:00' },
    availableTo: { type: String, required: true, default: '21:00' },
    ratingTotal: { type: Number, required: true, default: 0 },
    reviewCount: { type: Number, required: true, default: 0 },
    approvalStatus: { type: String, enum: approvalStatuses, required: true, default: 'pending' },
    isOnline: { type: Boolean, required: true, default: false },
    totalConsultations: { type: Number, required: true, default: 0 },
    totalEarnings: { type: Number, required: true, default: 0 },
    userId: { type: Number },
  },
  { timestamps: true, versionKey: false },
);

/**
 * Called after any write through this model (any module, any repository), so read caches of the
 * public catalogue can drop what they hold.
 */
export const astrologerWriteListeners = new Set<() => void>();
const notifyWrite = () => {
  for (const listener of astrologerWriteListeners) listener();
};
astrologerSchema.post(/^(update|findOneAnd|replace|delete)/, notifyWrite);
astrologerSchema.post('save', notifyWrite);
astrologerSchema.post('insertMany', notifyWrite);

astrologerSchema.index({ approvalStatus: 1 });
astrologerSchema.index({ userId: 1 });

export const AstrologerModel = model<AstrologerDocument>('Astrologer', astrologerSchema, 'astrologers');
