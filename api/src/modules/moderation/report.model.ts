import { model, Schema } from 'mongoose';
import { moderationActions, reportReasons, reportStatuses, type ModerationAction, type ReportReason, type ReportStatus } from '@astrosetu/contracts';

/**
 * A customer's report about an astrologer, or about one of the astrologer's messages; or one the server raises
 * itself (automatic) when an astrologer keeps sending contact details (review-repeated-contact-attempts.ts).
 */
export interface ReportDocument {
  _id: number;
  /** The customer; SYSTEM_REPORTER_ID (0, no user has it) for an automatic report. */
  reporterId: number;
  automatic?: boolean;
  astrologerId: number;
  consultationId?: number;
  messageId?: number;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  resolution?: { action: ModerationAction; note: string; byId: number; byName: string; at: Date };
  /**
   * Unique: `<reporterId>:<astrologerId>` while the report is open, `decided:<id>` once decided, so one customer has at
   * most one open report about an astrologer even when two arrive at once (no sparse or partial index needed).
   */
  openSlot: string;
  createdAt: Date;
}

const reportSchema = new Schema<ReportDocument>(
  {
    _id: { type: Number, required: true },
    reporterId: { type: Number, required: true },
    automatic: { type: Boolean },
    astrologerId: { type: Number, required: true },
    consultationId: { type: Number },
    messageId: { type: Number },
    reason: { type: String, enum: reportReasons, required: true },
    details: { type: String, default: '' },
    status: { type: String, enum: reportStatuses, required: true, default: 'open' },
    resolution: {
      action: { type: String, enum: moderationActions },
      note: { type: String },
      byId: { type: Number },
      byName: { type: String },
      at: { type: Date },
    },
    openSlot: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

reportSchema.index({ status: 1, _id: -1 });
reportSchema.index({ astrologerId: 1 });
reportSchema.index({ openSlot: 1 }, { unique: true });
reportSchema.index({ reporterId: 1, createdAt: -1 });

export const ReportModel = model<ReportDocument>('Report', reportSchema, 'reports');
