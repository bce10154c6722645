import type { Consultation, ConsultationEndedEvent } from '@astrosetu/contracts';

/** What each side is told when a consultation ends, by who ended it. */
export function endMessage(endedBy: string, side: 'user' | 'astrologer'): string {
  if (endedBy === 'system') return 'Your consultation time has expired. The session has been automatically ended.';
  if (endedBy === 'astrologer' && side === 'user') return 'The consultation has been ended by the astrologer.';
  if (endedBy === 'user' && side === 'astrologer') return 'The customer has ended the consultation.';
  if (endedBy === 'admin') return 'The consultation was ended by support.';
  return 'Thank you for your consultation.';
}

/** How an ended consultation ended, in the shape of the end event (for a page opened after the end). */
export function endingOf(consultation: Consultation): Pick<ConsultationEndedEvent, 'endReason' | 'status' | 'usedMinutes' | 'refundedAmount'> | undefined {
  if (!consultation.endReason) return undefined;
  return {
    endReason: consultation.endReason,
    status: consultation.status === 'cancelled' ? 'cancelled' : 'completed',
    usedMinutes: consultation.usedMinutes ?? 0,
    refundedAmount: consultation.refundedAmount ?? 0,
  };
}

/** The billing clock of a consultation that has started (its times are this browser's until the server's arrive). */
export function clockFromConsultation(consultation: Consultation) {
  if (!consultation.startedAt) return undefined;
  return { startedAtMs: Date.parse(consultation.startedAt), durationMinutes: consultation.duration, offsetMs: 0 };
}
