import type { ContactKind, SenderType } from '@astrosetu/contracts';
import { contactKinds } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { ContactAttemptModel, type ContactAttemptDocument } from './contact-attempt.model';

export interface NewContactAttempt {
  consultationId: number;
  messageId: number;
  senderType: SenderType;
  userId: number;
  astrologerId: number;
  kinds: ContactKind[];
}

export interface AstrologerAttempts {
  astrologerId: number;
  attempts: number;
  kinds: ContactKind[];
  lastAt: string;
}

export const contactAttemptRepository = {
  async record(attempt: NewContactAttempt): Promise<void> {
    const id = await nextSequenceValue('contact_attempts');
    await ContactAttemptModel.create({ _id: id, ...attempt });
  },

  /** Messages sent by the astrologer in which something was hidden (only those after `since` when given). */
  async countForAstrologer(astrologerId: number, since?: Date): Promise<number> {
    return ContactAttemptModel.countDocuments({ astrologerId, senderType: 'astrologer', ...(since ? { createdAt: { $gt: since } } : {}) });
  },

  /**
   * Per astrologer, the messages they sent with contact details, most first. Read in TypeScript (the
   * embedded engine has no $max in $group); there is one small document per masked message.
   */
  async countsByAstrologer(): Promise<AstrologerAttempts[]> {
    const docs = await ContactAttemptModel.find({ senderType: 'astrologer' }, { astrologerId: 1, kinds: 1, createdAt: 1 }).lean<ContactAttemptDocument[]>();
    const byAstrologer = new Map<number, { attempts: number; kinds: Set<ContactKind>; lastAt: Date }>();
    for (const doc of docs) {
      const entry = byAstrologer.get(doc.astrologerId) ?? { attempts: 0, kinds: new Set<ContactKind>(), lastAt: new Date(0) };
      entry.attempts += 1;
      for (const kind of doc.kinds) entry.kinds.add(kind);
      if (new Date(doc.createdAt) > entry.lastAt) entry.lastAt = new Date(doc.createdAt);
      byAstrologer.set(doc.astrologerId, entry);
    }
    return [...byAstrologer.entries()]
      .map(([astrologerId, entry]) => ({
        astrologerId,
        attempts: entry.attempts,
        kinds: contactKinds.filter((kind) => entry.kinds.has(kind)),
        lastAt: entry.lastAt.toISOString(),
      }))
      .sort((a, b) => b.attempts - a.attempts || b.lastAt.localeCompare(a.lastAt));
  },
};
