import { z } from 'zod';
import { consultationChannels } from './call';
import { consultationDurations } from './consultation-rules';
import { idSchema } from './ids';
import { validationText } from './validation-text';

/**
 * The waitlist of an online but busy astrologer (issue 20). A customer joins one queue at a time; when the
 * astrologer is free the first in line is called and has WAITLIST_CALL_MINUTES to accept (a booking at the
 * astrologer's rate, paid from the wallet), else the next one is called. Positions and estimates are pushed
 * live over Socket.IO (`waitlist-updated` to the customer, `waitlist-changed` to the astrologer).
 */
export const WAITLIST_CALL_MINUTES = 2;
/**
 * The estimate counts this many minutes for each customer ahead (the most popular package), on top of what
 * is left of the astrologer's running session. It is an estimate and the web says "about".
 */
export const WAITLIST_MINUTES_PER_CUSTOMER_AHEAD = 15;

/** waiting: in line; called: it is their turn (until callExpiresAt); the rest are final. */
export const waitlistStatuses = ['waiting', 'called', 'accepted', 'left', 'expired'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** POST /api/waitlist */
export const joinWaitlistRequestSchema = z.object({ astrologerId: idSchema });
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

/** POST /api/waitlist/accept: the package to book now that it is the customer's turn, as a chat or a call. */
export const acceptWaitlistCallRequestSchema = z.object({
  /** A call when the astrologer takes calls (priced at the call rate); a chat by default. */
  channel: z.enum(consultationChannels, { message: "channel must be 'chat' or 'call'" }).default('chat'),
  duration: z.coerce
    .number({ message: validationText('consultation.duration') })
    .int()
    .refine((value) => (consultationDurations as readonly number[]).includes(value), validationText('consultation.duration'))
    .default(15),
});
export type AcceptWaitlistCallRequest = z.input<typeof acceptWaitlistCallRequestSchema>;

/** The customer's own place in a queue: GET /api/waitlist/mine, the answers of join/leave, `waitlist-updated`. */
export const waitlistEntrySchema = z.object({
  id: z.number().int().positive(),
  astrologerId: z.number().int().positive(),
  astrologerName: z.string(),
  status: z.enum(waitlistStatuses),
  /** 1 = next (or called); 0 once the entry is final. */
  position: z.number().int().nonnegative(),
  /** About this many minutes until the customer is called (0 when called or final). */
  estimatedWaitMinutes: z.number().int().nonnegative(),
  joinedAt: z.string(),
  /** While called: the customer must accept before this. */
  callExpiresAt: z.string().nullable(),
  /** Set when the call was accepted: the booked consultation. */
  consultationId: z.number().int().positive().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/waitlist/mine: the active entry, or null. */
export const myWaitlistResponseSchema = waitlistEntrySchema.nullable();

/** GET /api/astrologer/waitlist and `waitlist-changed`: the astrologer's queue, first in line first. */
export const astrologerWaitlistSchema = z.object({
  astrologerId: z.number().int().positive(),
  entries: z.array(
    z.object({
      id: z.number().int().positive(),
      userId: z.number().int().positive(),
      userName: z.string(),
      status: z.enum(['waiting', 'called']),
      position: z.number().int().positive(),
      joinedAt: z.string(),
      callExpiresAt: z.string().nullable(),
    }),
  ),
});
export type AstrologerWaitlist = z.infer<typeof astrologerWaitlistSchema>;

/** GET /api/waitlist/astrologers/{id} (public): whether the astrologer is busy and how many wait. */
export const astrologerQueueStatusSchema = z.object({
  astrologerId: z.number().int().positive(),
  isOnline: z.boolean(),
  /** In a consultation now. */
  busy: z.boolean(),
  /** Customers waiting or called. */
  waiting: z.number().int().nonnegative(),
  /** Whether a customer can join the queue now (online, and busy or with a queue). */
  canJoin: z.boolean(),
});
export type AstrologerQueueStatus = z.infer<typeof astrologerQueueStatusSchema>;
