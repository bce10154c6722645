import { model, Schema } from 'mongoose';
import { auditActions, auditTargetTypes, type AuditAction, type AuditTargetType } from '@astrosetu/contracts';

export interface AuditEntryDocument {
  _id: number;
  actorId: number;
  /** Kept as it was at the time, so the log still reads right after a rename or deletion. */
  actorName: string;
  action: AuditAction;
  targetType: AuditTargetType;
  /** Text so numeric ids and file names share one indexable field. */
  targetId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

const auditEntrySchema = new Schema<AuditEntryDocument>(
  {
    _id: { type: Number, required: true },
    actorId: { type: Number, required: true },
    actorName: { type: String, required: true },
    action: { type: String, enum: auditActions, required: true },
    targetType: { type: String, enum: auditTargetTypes, required: true },
    targetId: { type: String, required: true },
    summary: { type: String, required: true },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, minimize: false },
);

auditEntrySchema.index({ targetType: 1, targetId: 1, _id: -1 });

export const AuditEntryModel = model<AuditEntryDocument>('AuditEntry', auditEntrySchema, 'audit_entries');
