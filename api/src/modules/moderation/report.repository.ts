import type { ClientSession } from 'mongoose';
import type { ModerationAction, ReportReason, ReportStatus } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { ReportModel, type ReportDocument } from './report.model';

/** The reporter of a report the server raises itself: no user has id 0. */
export const SYSTEM_REPORTER_ID = 0;

export interface ReportRecord {
  id: number;
  reporterId: number;
  /** Raised by the server after repeated contact-sharing attempts, not by a customer. */
  automatic: boolean;
  astrologerId: number;
  consultationId: number | null;
  messageId: number | null;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  resolution: { action: ModerationAction; note: string; by: string; at: string } | null;
  createdAt: string;
}

export interface NewReport {
  reporterId: number;
  astrologerId: number;
  consultationId?: number;
  messageId?: number;
  reason: ReportReason;
  details: string;
  automatic?: boolean;
}

function toRecord(doc: ReportDocument): ReportRecord {
  return {
    id: doc._id,
    reporterId: doc.reporterId,
    automatic: doc.automatic === true,
    astrologerId: doc.astrologerId,
    consultationId: doc.consultationId ?? null,
    messageId: doc.messageId ?? null,
    reason: doc.reason,
    details: doc.details ?? '',
    status: doc.status,
    resolution: doc.resolution?.action
      ? { action: doc.resolution.action, note: doc.resolution.note, by: doc.resolution.byName, at: new Date(doc.resolution.at).toISOString() }
      : null,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** The key that is unique among open reports: one open report per customer and astrologer (report.model.ts). */
const openSlotOf = (reporterId: number, astrologerId: number) => `${reporterId}:${astrologerId}`;
const decidedSlotOf = (id: number) => `decided:${id}`;

/** Thrown by create when the customer already has an open report about the astrologer (another request won). */
export class OpenReportExistsError extends Error {
  constructor() {
    super('An open report about this astrologer exists');
    this.name = 'OpenReportExistsError';
  }
}

export const reportRepository = {
  async create(input: NewReport): Promise<ReportRecord> {
    const id = await nextSequenceValue('reports');
    try {
      const doc = await ReportModel.create({ _id: id, ...input, status: 'open', openSlot: openSlotOf(input.reporterId, input.astrologerId) });
      return toRecord(doc.toObject());
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) throw new OpenReportExistsError();
      throw error;
    }
  },

  /**
   * Reports stored before the open slot existed get theirs (at start, before the unique index is built, which could
   * not be built over them). Returns how many were given one; none after the first start.
   */
  async backfillOpenSlots(): Promise<number> {
    const docs = await ReportModel.find({ openSlot: { $exists: false } }, { _id: 1, reporterId: 1, astrologerId: 1, status: 1 })
      .sort({ _id: 1 })
      .lean<Array<Pick<ReportDocument, '_id' | 'reporterId' | 'astrologerId' | 'status'>>>();
    const taken = new Set<string>();
    for (const doc of docs) {
      // Of several open reports by one customer about one astrologer (allowed before), the oldest keeps the slot.
      const open = openSlotOf(doc.reporterId, doc.astrologerId);
      const slot = doc.status === 'open' && !taken.has(open) && !(await ReportModel.exists({ openSlot: open })) ? open : decidedSlotOf(doc._id);
      if (slot === open) taken.add(open);
      await ReportModel.updateOne({ _id: doc._id }, { $set: { openSlot: slot } });
    }
    return docs.length;
  },

  /** The customer's open report about the astrologer, if any. */
  async findOpenFor(reporterId: number, astrologerId: number): Promise<ReportRecord | null> {
    const doc = await ReportModel.findOne({ openSlot: openSlotOf(reporterId, astrologerId) }).lean<ReportDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Reports the customer filed at or after `since` (the daily limit). */
  async countByReporterSince(reporterId: number, since: Date): Promise<number> {
    return ReportModel.countDocuments({ reporterId, createdAt: { $gte: since } });
  },

  /** The astrologer's latest automatic report, open or decided. */
  async findLatestAutomatic(astrologerId: number): Promise<ReportRecord | null> {
    const doc = await ReportModel.findOne({ astrologerId, automatic: true }).sort({ _id: -1 }).lean<ReportDocument>();
    return doc ? toRecord(doc) : null;
  },

  async findById(id: number, session?: ClientSession): Promise<ReportRecord | null> {
    const doc = await ReportModel.findById(id, null, { session }).lean<ReportDocument>();
    return doc ? toRecord(doc) : null;
  },

  async findOpenForMessage(reporterId: number, consultationId: number, messageId: number): Promise<ReportRecord | null> {
    const doc = await ReportModel.findOne({ reporterId, consultationId, messageId, status: 'open' }).lean<ReportDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Oldest open report first (a queue); decided ones newest first. */
  async listByStatus(status: ReportStatus, limit = 100): Promise<ReportRecord[]> {
    const docs = await ReportModel.find({ status })
      .sort({ _id: status === 'open' ? 1 : -1 })
      .limit(limit)
      .lean<ReportDocument[]>();
    return docs.map(toRecord);
  },

  /** Decides an open report once: null when it was already decided (two admins at once). */
  async resolve(
    id: number,
    resolution: { action: ModerationAction; note: string; byId: number; byName: string },
    session: ClientSession,
  ): Promise<ReportRecord | null> {
    const status: ReportStatus = resolution.action === 'dismiss' ? 'dismissed' : 'actioned';
    const doc = await ReportModel.findOneAndUpdate(
      { _id: id, status: 'open' },
      { $set: { status, resolution: { ...resolution, at: new Date() }, openSlot: decidedSlotOf(id) } },
      { new: true, session },
    ).lean<ReportDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Other open reports about the same astrologer are settled by the same action (suspend or remove). */
  async resolveOpenForAstrologer(
    astrologerId: number,
    resolution: { action: ModerationAction; note: string; byId: number; byName: string },
    session: ClientSession,
  ): Promise<number> {
    // One update per report: each frees its own open slot (decided:<id>).
    const open = await ReportModel.find({ astrologerId, status: 'open' }, { _id: 1 }, { session }).lean<Array<{ _id: number }>>();
    let settled = 0;
    for (const { _id } of open) {
      const result = await ReportModel.updateOne(
        { _id, status: 'open' },
        { $set: { status: 'actioned', resolution: { ...resolution, at: new Date() }, openSlot: decidedSlotOf(_id) } },
        { session },
      );
      settled += result.modifiedCount;
    }
    return settled;
  },
};
