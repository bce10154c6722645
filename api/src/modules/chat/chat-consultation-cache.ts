import { astrologerRepository } from '../astrologers/astrologer.repository';
import { consultationRepository, type ConsultationRecord } from '../consultations/consultation.repository';

export interface ChatConsultation {
  consultation: ConsultationRecord;
  /** The name the astrologer's messages are signed with. */
  astrologerName: string;
}

interface Entry {
  value: Promise<ChatConsultation | null>;
  expiresAt: number;
}

/** A safety net only: ends are invalidated explicitly, on this instance and (via the adapter) on the others. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;

/**
 * What every chat message needs to know about its consultation (who takes part, whether it is still
 * running, the astrologer's display name), kept in memory while the session is busy: a message then
 * costs no database read besides its own write. The realtime layer invalidates an entry whenever a
 * consultation ends, here and on every other API instance.
 */
export const chatConsultationCache = {
  get(consultationId: number): Promise<ChatConsultation | null> {
    const now = Date.now();
    const cached = entries.get(consultationId);
    if (cached && cached.expiresAt > now) return cached.value;
    const value = load(consultationId);
    entries.set(consultationId, { value, expiresAt: now + TTL_MS });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    // Neither a failed read nor "no such consultation" is remembered: that id may be booked next.
    value.then(
      (found) => {
        if (!found && entries.get(consultationId)?.value === value) entries.delete(consultationId);
      },
      () => entries.delete(consultationId),
    );
    return value;
  },

  invalidate(consultationId: number): void {
    entries.delete(consultationId);
  },

  clear(): void {
    entries.clear();
  },
};

const entries = new Map<number, Entry>();

async function load(consultationId: number): Promise<ChatConsultation | null> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) return null;
  const astrologer = await astrologerRepository.findSummaryById(consultation.astrologerId);
  return { consultation, astrologerName: astrologer?.name ?? 'Astrologer' };
}
