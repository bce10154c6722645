import { z } from 'zod';
import { callStates, consultationChannels } from './call';
import { idSchema } from './ids';
import { messages } from './messages';
import {
  consultationDurations,
  consultationEndReasons,
  consultationStatuses,
  extensionDurations,
  paymentStatuses,
} from './consultation-rules';
import { validationText } from './validation-text';

export * from './consultation-rules';

const requiredText = (message: string, max = 200) =>
  z.string({ message }).trim().min(1, message).max(max, validationText('common.tooLong', { max }));

/** Birth details as the chat dialog collects them. */
export const userDetailsSchema = z.object({
  name: z.string({ message: messages.nameMin }).trim().min(2, messages.nameMin).max(100, validationText('name.max', { max: 100 })),
  dateOfBirth: requiredText(messages.dateOfBirthRequired, 40),
  timeOfBirth: requiredText(messages.timeOfBirthRequired, 40),
  placeOfBirth: z
    .string({ message: messages.placeOfBirthRequired })
    .trim()
    .min(2, messages.placeOfBirthRequired)
    .max(200, 'Place of birth must be at most 200 characters'),
  question: z.string().trim().max(2000, validationText('consultation.questionMax', { max: 2000 })).optional(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** The booking page's lighter variant: any non-blank name and place. */
export const bookingUserDetailsSchema = userDetailsSchema.extend({
  name: requiredText(messages.required, 100),
  placeOfBirth: requiredText(messages.required, 200),
});
export type BookingUserDetails = z.infer<typeof bookingUserDetailsSchema>;

const durationOf = <T extends readonly number[]>(allowed: T, message: string) =>
  z.coerce
    .number({ message })
    .int(message)
    .refine((value): value is T[number] => (allowed as readonly number[]).includes(value), message);

/**
 * POST /api/consultations. Only these fields are read: the customer comes from the token, and cost,
 * status and paymentStatus are decided by the server (a client's values are ignored).
 */
export const createConsultationRequestSchema = z.object({
  astrologerId: idSchema,
  duration: durationOf(consultationDurations, validationText('consultation.duration')),
  topic: z.string().trim().max(200, validationText('consultation.topicMax', { max: 200 })).optional().transform((topic) => topic || 'General consultation'),
  userDetails: bookingUserDetailsSchema.optional(),
  /** Book with one of the customer's consultation vouchers: nothing is charged; `duration` must be its minutes. */
  voucherId: idSchema.optional(),
  /** 'call': a voice call at the astrologer's call rate (contracts/src/call.ts); default a chat. */
  channel: z.enum(consultationChannels, { message: "channel must be 'chat' or 'call'" }).default('chat'),
});
export type CreateConsultationRequest = z.input<typeof createConsultationRequestSchema>;

/** GET /api/consultations/user/{userId} and /active/{userId}: the customer's own id (an admin may read anyone's). */
export const consultationUserParamsSchema = z.object({ userId: idSchema });

/** GET /api/astrologer/consultations/history?limit=: the signed-in astrologer's latest sessions (at most 100). */
export const astrologerConsultationHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(50),
});

/** PATCH /api/consultations/{id} */
export const updateConsultationRequestSchema = z.object({ userDetails: userDetailsSchema });
export type UpdateConsultationRequest = z.infer<typeof updateConsultationRequestSchema>;

/**
 * POST /api/consultations/{id}/end. Rating 0 (or none) means "not rated"; a customer's rating of 1-5
 * (with the review) becomes the session's review (as POST /api/consultations/{id}/review would).
 * Unused whole minutes are refunded to the wallet in the same transaction (see `earlyEndRefundInPaise`).
 */
export const endConsultationRequestSchema = z.object({
  rating: z.coerce.number({ message: validationText('consultation.rating') }).int(validationText('consultation.rating')).min(0, validationText('consultation.rating')).max(5, validationText('consultation.rating')).optional(),
  review: z.string().trim().max(2000, validationText('review.max', { max: 2000 })).optional(),
});
export type EndConsultationRequest = z.infer<typeof endConsultationRequestSchema>;

/**
 * POST /api/consultations/{id}/extend. The cost (rate x minutes x 100 paise) is always taken from the wallet;
 * with too little balance the answer is 402 INSUFFICIENT_BALANCE with { required, balance } and the
 * client tops up first. The length is all the request says (an older client's `paymentMethod` is dropped unread).
 */
export const extendConsultationRequestSchema = z.object({
  duration: durationOf(extensionDurations, validationText('consultation.extension')),
});
export type ExtendConsultationRequest = z.input<typeof extendConsultationRequestSchema>;

export const consultationSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  astrologerId: z.number().int().positive(),
  astrologer: z.object({ id: z.number().int().positive(), name: z.string(), image: z.string() }),
  /** The customer as the astrologer sees them. */
  user: z.object({ id: z.number().int().positive(), username: z.string() }),
  topic: z.string(),
  /** Booked minutes including every extension so far. */
  duration: z.number().int().positive(),
  /** Minutes of the package originally booked. */
  packageDuration: z.number().int().positive(),
  /** Total paid in paise: package plus paid extensions (refunds are in `refundedAmount`). */
  cost: z.number().int().nonnegative(),
  /** The astrologer's rate (whole rupees) when it was booked: extensions are priced at it. */
  ratePerMinute: z.number().int().positive(),
  /**
   * completed: it ran (startedAt is set); cancelled: it ended before it started (full refund).
   * paymentStatus 'refunded' means all of it was refunded.
   */
  status: z.enum(consultationStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** When it was booked. */
  createdAt: z.string(),
  /** A chat, or a voice call (contracts/src/call.ts). */
  channel: z.enum(consultationChannels),
  /** A call only: where it stands (ringing until answered, answered until audio flows, then connected or reconnecting). */
  callState: z.enum(callStates).optional(),
  /** A call only: ringing, when it becomes a missed call; answered, when it ends unconnected; reconnecting, when it ends. */
  callStateUntil: z.string().optional(),
  /** When the astrologer first joined the chat (for a call: answered it). */
  astrologerJoinedAt: z.string().optional(),
  /** When the customer finished (or skipped) the birth-details step. */
  detailsDoneAt: z.string().optional(),
  /**
   * The billing clock: set once both the birth-details step is done and the astrologer has joined, or by the
   * server at `startsBy`. Until then the chat carries no messages but the astrologer's greeting.
   */
  startedAt: z.string().optional(),
  /** Joined but not started: the server starts the session then even if the birth details are still open. */
  startsBy: z.string().optional(),
  /** startedAt + duration (every extension included); countdowns and auto-end use it. */
  expiresAt: z.string().optional(),
  /** From then on, while the astrologer has not joined, the customer may cancel with a full refund. */
  noShowCancelableAt: z.string(),
  /** The server cancels with a full refund then if the astrologer still has not joined. */
  noShowAutoCancelAt: z.string(),
  endedAt: z.string().optional(),
  endedBy: z.enum(['user', 'astrologer', 'admin', 'system']).optional(),
  /** Why it ended (consultationEndReasonText has the words). */
  endReason: z.enum(consultationEndReasons).optional(),
  /** Whole minutes used (every started minute counts); set when it ended. */
  usedMinutes: z.number().int().nonnegative().optional(),
  /** Paise refunded to the wallet when it ended (0 when nothing was unused). */
  refundedAmount: z.number().int().nonnegative().optional(),
  /**
   * What the session has cost the customer so far, from the wallet ledger: its booking and extension debits
   * less its refunds, bonus credit included (paise). Every customer total is a sum of these.
   */
  netPaid: z.number().int(),
  /**
   * The astrologer's share of the session from the earnings ledger (0 until it ends, and when nothing was
   * billed). Only in the astrologer's own lists (GET /api/astrologer/consultations/*).
   */
  astrologerShare: z.number().int().nonnegative().optional(),
  astrologerExtensions: z.number().int().nonnegative(),
  /** The first minutes were free, paid by the platform (a new customer's first session); 0 otherwise. */
  freeFirstMinutes: z.number().int().nonnegative().optional(),
  /** Booked with this consultation voucher: the platform pays for its minutes (GET /api/vouchers). */
  voucherId: z.number().int().positive().optional(),
  /** Minutes of the session the voucher pays for (the first ones); 0 or absent otherwise. */
  voucherMinutes: z.number().int().nonnegative().optional(),
  /** The customer's review of the session (POST /api/consultations/{id}/review), once. */
  rating: z.number().int().min(1).max(5).optional(),
  review: z.string().optional(),
  reviewId: z.number().int().positive().optional(),
  /** True when the customer can still review it (completed, not reviewed yet). */
  canReview: z.boolean(),
  userDetails: userDetailsSchema.partial().optional(),
});
export type Consultation = z.infer<typeof consultationSchema>;

/** 201 answer of POST /api/consultations; `endedConsultationId` is set when an older session was ended. */
export const createConsultationResponseSchema = consultationSchema.extend({
  endedConsultationId: z.number().int().positive().optional(),
});
export type CreateConsultationResponse = z.infer<typeof createConsultationResponseSchema>;

/**
 * GET /api/consultations/free-first-minutes: whether the signed-in customer's next booking gets its
 * first `minutes` minutes free (once per account and per phone number on the profile).
 */
export const freeFirstMinutesResponseSchema = z.object({
  eligible: z.boolean(),
  minutes: z.number().int().positive(),
});
export type FreeFirstMinutesResponse = z.infer<typeof freeFirstMinutesResponseSchema>;

/**
 * GET /api/consultations/{id}/refund-if-ended-now (the customer or the astrologer of a running session): the
 * refund an end at `at` would credit, computed by the function the end itself uses (`refundOnEndAt`), so the
 * End Call confirmation states exactly what the end will give back (as long as no new minute starts before it).
 */
export const refundIfEndedNowResponseSchema = z.object({
  consultationId: z.number().int().positive(),
  refund: z.number().int().nonnegative(),
  usedMinutes: z.number().int().nonnegative(),
  at: z.string(),
});
export type RefundIfEndedNowResponse = z.infer<typeof refundIfEndedNowResponseSchema>;

/** POST /api/consultations/{id}/skip-details: the customer skips the birth-details step (no body). */
export const skipDetailsRequestSchema = z.object({}).passthrough();

/** GET /api/consultations/active/{userId}: the active consultation, or null. */
export const activeConsultationResponseSchema = consultationSchema.nullable();
