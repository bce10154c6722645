import { earlyEndRefundInPaise, usedMinutesOf } from '@astrosetu/contracts';
import type { ConsultationRecord } from '../consultation.repository';

/**
 * What an end of this running session at `at` bills and gives back: the minutes used (every started minute,
 * at most the booked ones) and the refund of the unused whole paid minutes (contracts' earlyEndRefundInPaise).
 * The end (finishConsultation) and the End Call confirmation's estimate (GET
 * /api/consultations/{id}/refund-if-ended-now) both call this, so the confirmation promises what the end credits.
 */
export function refundOnEndAt(current: ConsultationRecord, at: Date): { usedMinutes: number; refundedAmount: number } {
  const usedMinutes = Math.min(current.duration, usedMinutesOf(current.startedAt, at));
  return { usedMinutes, refundedAmount: earlyEndRefundInPaise(current, usedMinutes) };
}
