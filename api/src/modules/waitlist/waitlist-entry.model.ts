import { model, Schema } from 'mongoose';
import { waitlistStatuses, type WaitlistStatus } from '@astrosetu/contracts';

/** One customer's place in one astrologer's queue. */
export interface WaitlistEntryDocument {
  _id: number;
  astrologerId: number;
  userId: number;
  status: WaitlistStatus;
  /**
   * Unique: `active:<userId>` while waiting or called, `done:<id>` once final. The index is what keeps one
   * queue entry per customer under concurrent joins, on any engine (no partial index needed).
   */
  activeKey: string;
  calledAt?: Date;
  callExpiresAt?: Date;
  consultationId?: number;
  endedAt?: Date;
  createdAt: Date;
}

const waitlistEntrySchema = new Schema<WaitlistEntryDocument>(
  {
    _id: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
    userId: { type: Number, required: true },
    status: { type: String, enum: waitlistStatuses, required: true },
    activeKey: { type: String, required: true },
    calledAt: { type: Date },
    callExpiresAt: { type: Date },
    consultationId: { type: Number },
    endedAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

waitlistEntrySchema.index({ activeKey: 1 }, { unique: true });
waitlistEntrySchema.index({ astrologerId: 1, status: 1, _id: 1 });

export const WaitlistEntryModel = model<WaitlistEntryDocument>('WaitlistEntry', waitlistEntrySchema, 'waitlist_entries');
