import type { ClientSession, FilterQuery } from 'mongoose';
import type { AuditAction, AuditEntry, AuditLogQuery, AuditTargetType, Page } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { containsText } from '../../shared/text/escape-regex';
import { AuditEntryModel, type AuditEntryDocument } from './audit-entry.model';

export interface NewAuditEntry {
  actor: { id: number; username: string };
  action: AuditAction;
  target: { type: AuditTargetType; id: number | string };
  summary: string;
  before: object | null;
  after: object | null;
}

/** A JSON-safe copy: dates become ISO text and undefined fields disappear, as they would over HTTP. */
function snapshot(value: object | null): Record<string, unknown> | null {
  return value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}

function toAuditEntry(doc: AuditEntryDocument): AuditEntry {
  const numericId = /^\d+$/.test(doc.targetId) ? Number(doc.targetId) : doc.targetId;
  return {
    id: doc._id,
    actor: { id: doc.actorId, username: doc.actorName },
    action: doc.action,
    target: { type: doc.targetType, id: numericId },
    summary: doc.summary,
    before: doc.before ?? null,
    after: doc.after ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export const auditRepository = {
  /** Pass the session of the change being recorded: the entry then exists exactly when the change does. */
  async record(entry: NewAuditEntry, session?: ClientSession): Promise<AuditEntry> {
    const id = await nextSequenceValue('audit_entries');
    const [doc] = await AuditEntryModel.create(
      [
        {
          _id: id,
          actorId: entry.actor.id,
          actorName: entry.actor.username,
          action: entry.action,
          targetType: entry.target.type,
          targetId: String(entry.target.id),
          summary: entry.summary,
          before: snapshot(entry.before),
          after: snapshot(entry.after),
        },
      ],
      { session },
    );
    return toAuditEntry(doc.toObject());
  },

  /** Newest first by default (ids grow with time, so _id order is time order). */
  async list(query: AuditLogQuery): Promise<Page<AuditEntry>> {
    const filter: FilterQuery<AuditEntryDocument> = {};
    if (query.action) filter.action = query.action;
    if (query.targetType) filter.targetType = query.targetType;
    if (query.targetId) filter.targetId = query.targetId;
    if (query.actorId) filter.actorId = query.actorId;
    if (query.q) filter.summary = containsText(query.q);
    const [docs, total] = await Promise.all([
      AuditEntryModel.find(filter)
        .sort({ _id: query.order === 'asc' ? 1 : -1 })
        .skip((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .lean<AuditEntryDocument[]>(),
      AuditEntryModel.countDocuments(filter),
    ]);
    return { items: docs.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
  },
};
