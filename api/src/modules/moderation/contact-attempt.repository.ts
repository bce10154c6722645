import type { ContactKind, SenderType } from '@astrosetu/contracts';
import { contactKinds } from '@astrosetu/contracts';
import { ContactAttemptModel, type ContactAttemptDocument } from './contact-attempt.model';
import { contactAttemptWriter } from './contact-attempt-writer';

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
  /** Resolves once the attempt is stored (written together with the attempts recorded meanwhile: contact-attempt-writer.ts). */
  record(attempt: NewContactAttempt): Promise<void> {
    // The model's fields only, as its strict schema kept them (an event may carry more).
    const { consultationId, messageId, senderType, userId, astrologerId, kinds } = attempt;
    return contactAttemptWriter.write({ consultationId, messageId, senderType, userId, astrologerId, kinds: [...kinds] });
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
