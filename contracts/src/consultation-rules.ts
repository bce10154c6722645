// The rules and constants of consultations, without zod: pages of the first visit (the home page's Chat Now)
// import them without downloading the schema library (consultation.ts re-exports them).

/** Package lengths a customer can book (spec 9: booking 15/30/45, package cards 10/15/30/60). */
export const consultationDurations = [10, 15, 30, 45, 60] as const;
/** Paid extensions a customer can add to a running session. */
export const extensionDurations = [5, 10, 15, 20] as const;
/** An astrologer may add this many free minutes, at most MAX_ASTROLOGER_EXTENSIONS times per session. */
export const ASTROLOGER_EXTENSION_MINUTES = 5;
export const MAX_ASTROLOGER_EXTENSIONS = 2;
/** Review written on a session that was ended to start one with another astrologer (spec 4). */
export const REPLACED_SESSION_REVIEW = 'Session ended to start new consultation';

export const consultationStatuses = ['active', 'completed', 'cancelled'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];
export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Price in paise of `minutes` with an astrologer whose rate is `ratePerMinute` whole rupees. */
export function priceInPaise(ratePerMinute: number, minutes: number): number {
  return ratePerMinute * minutes * 100;
}
