import { z } from 'zod';

/**
 * Every error the API returns has this body. `message` is always a sentence a person can read;
 * `code` is stable for programs; `fields` maps a form field to its first validation message; `fieldErrors` gives the
 * same per field as a validation code with its parameters (contracts/src/locales), for a client that translates;
 * `details` carries figures a client can act on.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  /** The token's server-side session was ended (sign-out, password change, deactivation) or no longer exists. */
  'SESSION_ENDED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_BALANCE',
  /** A booking or extension would take the month's spending past the customer's own monthly cap. */
  'SPENDING_CAP_REACHED',
  /** A chat message before the session started: until then only the astrologer's greeting goes through (docs/trust.md). */
  'SESSION_NOT_STARTED',
  /** Booking needs a verified e-mail address first (docs/trust.md#verified-accounts). */
  'EMAIL_NOT_VERIFIED',
  /** Booking needs a verified mobile number first (a code by SMS). */
  'PHONE_NOT_VERIFIED',
  'RATE_LIMITED',
  'ACCOUNT_DISABLED',
  'INVALID_CREDENTIALS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One field's validation failure: `message` is in the request's language (Accept-Language or ?lang=). */
export const fieldErrorSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Per field: the validation code, its parameters and the message in the request's language. */
    fieldErrors: z.record(z.string(), fieldErrorSchema).optional(),
    /** Machine-readable figures for some codes, e.g. { required, balance } for INSUFFICIENT_BALANCE. */
    details: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
