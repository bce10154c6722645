import type { Consultation, ConsultationEndedEvent } from '@astrosetu/contracts';
import { useChatText } from '../../locales/use-text';

/** What each side is told when a consultation ends, by who ended it (in the current language). */
export function endMessage(endedBy: string, side: 'user' | 'astrologer'): string {
  const t = useChatText.translate;
  if (endedBy === 'system') return t('ending.expired');
  if (endedBy === 'astrologer' && side === 'user') return t('ending.byAstrologer');
  if (endedBy === 'user' && side === 'astrologer') return t('ending.byCustomer');
  if (endedBy === 'admin') return t('ending.bySupport');
  return t('ending.thanks');
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
