// The rules and constants of consultations, without zod: pages of the first visit (the home page's Chat Now)
// import them without downloading the schema library (consultation.ts re-exports them).

/** Package lengths a customer can book (booking 15/30/45, package cards 10/15/30/60). */
export const consultationDurations = [10, 15, 30, 45, 60] as const;
/** Paid extensions a customer can add to a running session. */
export const extensionDurations = [5, 10, 15, 20] as const;
/** An astrologer may add this many free minutes, at most MAX_ASTROLOGER_EXTENSIONS times per session. */
export const ASTROLOGER_EXTENSION_MINUTES = 5;
export const MAX_ASTROLOGER_EXTENSIONS = 2;
/** Review written on a session that was ended to start one with another astrologer. */
export const REPLACED_SESSION_REVIEW = 'Session ended to start new consultation';

export const consultationStatuses = ['active', 'completed', 'cancelled'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];
export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Price in paise of `minutes` with an astrologer whose rate is `ratePerMinute` whole rupees (extensions). */
export function priceInPaise(ratePerMinute: number, minutes: number): number {
  return ratePerMinute * minutes * 100;
}

/**
 * Minutes a package is charged for: the 15-, 30- and 60-minute packages cost 14, 25 and 50 minutes'
 * worth (the savings the package cards show); other lengths cost what they last.
 */
export const PACKAGE_BILLED_MINUTES: Readonly<Record<number, number>> = { 10: 10, 15: 14, 30: 25, 45: 45, 60: 50 };

export function billedMinutesOf(packageMinutes: number): number {
  return PACKAGE_BILLED_MINUTES[packageMinutes] ?? packageMinutes;
}

/** What a package costs in paise: the rate x its billed minutes. Web and server both use this. */
export function packagePriceInPaise(ratePerMinute: number, packageMinutes: number): number {
  return priceInPaise(ratePerMinute, billedMinutesOf(packageMinutes));
}

/** The cheapest package's price in paise: what "packages starting from" on an astrologer's card promises. */
export function cheapestPackagePriceInPaise(ratePerMinute: number): number {
  return Math.min(...consultationDurations.map((minutes) => packagePriceInPaise(ratePerMinute, minutes)));
}

/** The saving shown on a package card: rate x minutes - package price (0 when there is none). */
export function packageSavingInPaise(ratePerMinute: number, packageMinutes: number): number {
  return priceInPaise(ratePerMinute, packageMinutes) - packagePriceInPaise(ratePerMinute, packageMinutes);
}

// ---------------------------------------------------------------------------------------------
// Session clock and fair billing (issue 15)
// ---------------------------------------------------------------------------------------------

/** The customer may cancel with a full refund once the astrologer has not joined this long after booking. */
export const NO_SHOW_CANCEL_AFTER_MINUTES = 3;
/** The server cancels (full refund) and marks the astrologer offline when they have not joined by then. */
export const NO_SHOW_AUTO_CANCEL_AFTER_MINUTES = 5;
/** A running session where one side has had no connection for this long is ended by the server. */
export const CONNECTION_LOST_GRACE_MINUTES = 2;
/**
 * The customer has this long after the astrologer joins to give or skip the birth details; then the server
 * starts the session anyway (the clock waits, not the astrologer). Until the start nobody can write in the
 * chat except the astrologer's greeting (docs/trust.md#no-free-work-before-the-clock).
 */
export const BIRTH_DETAILS_STEP_MINUTES = 3;

/**
 * Why a session ended.
 * - expired: its time ran out (the server ends it 2 minutes later if nobody did)
 * - ended-by-customer / ended-by-astrologer / ended-by-admin: somebody pressed End
 * - astrologer-no-show: the astrologer never joined (the customer cancelled after 3 minutes, or the server after 5)
 * - connection-lost: one side had no connection for 2 minutes while it ran
 * - replaced: the customer booked another astrologer, which ends the running session
 * - missed-call / declined-call: a call the astrologer did not answer within a minute, or declined (full refund)
 * - call-not-connected: an answered call whose audio never flowed within a minute (full refund)
 * - call-dropped: a running call whose connection did not come back within a minute (billed to the drop)
 */
export const consultationEndReasons = [
  'expired',
  'ended-by-customer',
  'ended-by-astrologer',
  'ended-by-admin',
  'astrologer-no-show',
  'connection-lost',
  'replaced',
  'missed-call',
  'declined-call',
  'call-not-connected',
  'call-dropped',
] as const;
export type ConsultationEndReason = (typeof consultationEndReasons)[number];

/** What the customer reads about an end (the web shows it with the refunded amount). */
export const consultationEndReasonText: Readonly<Record<ConsultationEndReason, string>> = {
  expired: 'Your consultation time is over.',
  'ended-by-customer': 'You ended the consultation.',
  'ended-by-astrologer': 'The astrologer ended the consultation.',
  'ended-by-admin': 'An administrator ended the consultation.',
  'astrologer-no-show': 'The astrologer did not join, so the consultation was cancelled.',
  'connection-lost': 'The consultation ended because the connection was lost for more than 2 minutes.',
  replaced: 'The consultation ended because you started a new one.',
  'missed-call': 'The astrologer did not answer the call within a minute, so it was cancelled.',
  'declined-call': 'The astrologer could not take the call, so it was cancelled.',
  'call-not-connected': 'The call could not connect its audio, so it was cancelled.',
  'call-dropped': 'The call ended because the connection could not be restored within a minute.',
};

const MINUTE_MS = 60_000;

/** Whole minutes used of a session: every started minute counts as used (0 when it never started). */
export function usedMinutesOf(startedAt: string | Date | undefined | null, endedAt: string | Date): number {
  if (!startedAt) return 0;
  const elapsed = new Date(endedAt).getTime() - new Date(startedAt).getTime();
  return Math.max(0, Math.ceil(elapsed / MINUTE_MS));
}

export interface RefundableSession {
  /** Paise paid: package plus paid extensions. */
  cost: number;
  /** Booked minutes including free astrologer minutes. */
  duration: number;
  /** Minutes paid for (package plus paid extensions); the rest of `duration` was free. */
  paidMinutes: number;
  /** The first minutes, paid by the platform (a new customer's free first session); default 0. */
  freeFirstMinutes?: number;
  /** The first minutes paid by a consultation voucher (the platform pays them, as free first minutes); default 0. */
  voucherMinutes?: number;
}

// ---------------------------------------------------------------------------------------------
// A new customer's free first minutes (issue 20)
// ---------------------------------------------------------------------------------------------

/** A new customer's first consultation has this many first minutes free, paid by the platform. */
export const FREE_FIRST_MINUTES = 3;

/** What the platform pays for `minutes` free minutes of a session booked at `ratePerMinute` rupees. */
export function freeFirstMinutesValueInPaise(ratePerMinute: number, minutes: number = FREE_FIRST_MINUTES): number {
  return priceInPaise(ratePerMinute, minutes);
}

/**
 * What a customer entitled to the free first minutes pays for a package: the package price less the
 * free minutes' worth at the astrologer's rate (never below 0).
 */
export function packagePriceWithFreeMinutesInPaise(ratePerMinute: number, packageMinutes: number): number {
  return Math.max(0, packagePriceInPaise(ratePerMinute, packageMinutes) - freeFirstMinutesValueInPaise(ratePerMinute));
}

/**
 * Paise refunded when a session ends after `usedMinutes`: the unused whole paid minutes at the
 * session's per-minute price (what was paid / minutes paid for, rounded down to the paisa). Free
 * minutes are the last ones, so they are used up first by an early end. A session that never
 * started is refunded in full.
 */
export function earlyEndRefundInPaise(session: RefundableSession, usedMinutes: number): number {
  if (session.paidMinutes <= 0 || session.cost <= 0) return 0;
  const unused = Math.max(0, session.duration - usedMinutes);
  // The platform's free first minutes come first, the astrologer's free minutes last: an end within
  // the free first minutes leaves every paid minute unused.
  const freeMinutes = Math.max(0, session.duration - session.paidMinutes - (session.freeFirstMinutes ?? 0) - (session.voucherMinutes ?? 0));
  const refundable = Math.min(session.paidMinutes, Math.max(0, unused - freeMinutes));
  if (refundable === session.paidMinutes) return session.cost;
  return Math.min(session.cost, refundable * Math.floor(session.cost / session.paidMinutes));
}
