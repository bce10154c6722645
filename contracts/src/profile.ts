import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema, usernameSchema } from './auth';
import { dateFieldSchema, timeFieldSchema, textListSchema } from './form-fields';
import { messages } from './messages';
import { gstStateCodeSchema } from './tax';
import { validationText } from './validation-text';

/** An optional text field where an empty string means "clear it". */
const clearable = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]).optional();

/**
 * PATCH /api/profile -> User. Every field is optional; '' clears an optional field. The email is
 * not part of it: it changes only through the verification code (POST /api/profile/email/verify).
 */
export const updateProfileRequestSchema = z.object({
  username: usernameSchema.optional(),
  /** At least 10 characters when given; '' removes the phone number. */
  phone: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), clearable(phoneSchema)),
  dateOfBirth: clearable(
    dateFieldSchema.refine((value) => value <= new Date().toISOString().slice(0, 10), validationText('birth.dateFuture')),
  ),
  timeOfBirth: clearable(timeFieldSchema),
  placeOfBirth: z.string({ message: validationText('birth.placeNotText') }).trim().max(200, validationText('birth.placeMax', { max: 200 })).optional(),
  bio: z.string({ message: validationText('profile.bioNotText') }).trim().max(1000, validationText('profile.bioMax', { max: 1000 })).optional(),
  preferredLanguages: textListSchema({ field: 'preferredLanguages', itemMax: 40, maxItems: 10 }).optional(),
  /** The GST state code of the customer's billing state ('33' Tamil Nadu); '' removes it. Decides CGST+SGST or IGST (docs/tax.md). */
  billingState: clearable(gstStateCodeSchema),
  email: z.undefined({ message: validationText('email.changeWithCode') }).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/**
 * GET /api/profile/stats. Money from the wallet ledger, net of refunds (paise): totalSpent is what the customer's
 * ended sessions cost them (booking and extension debits less refunds, bonus credit included), liveSpent what is
 * paid so far for sessions still running (their unused minutes may still come back), spentByMonth the same
 * movements by IST month of the ledger entry (the last 6 months, oldest first). totalConsultations counts completed
 * sessions, totalMinutes the minutes billed in them (usedMinutes), averageRating is over the rated ones (one
 * decimal, 0 when none), topAstrologer the one consulted most (null when none).
 */
export const profileStatsSchema = z.object({
  totalConsultations: z.number().int().nonnegative(),
  totalSpent: z.number().int().nonnegative(),
  liveSpent: z.number().int().nonnegative(),
  spentByMonth: z.array(z.object({ month: z.string(), spent: z.number().int() })),
  averageRating: z.number().min(0).max(5),
  totalMinutes: z.number().int().nonnegative(),
  topAstrologer: z
    .object({ id: z.number().int().positive(), name: z.string(), image: z.string(), consultations: z.number().int().positive() })
    .nullable(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** POST /api/profile/email/verify: mails a 6-digit code to the new address. */
export const emailVerifyRequestSchema = z.object({ newEmail: emailSchema });
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>;

export const emailVerifyResponseSchema = z.object({
  message: z.string(),
  newEmail: z.string(),
  expiresAt: z.string(),
});
export type EmailVerifyResponse = z.infer<typeof emailVerifyResponseSchema>;

/** POST /api/profile/email/confirm -> User with the new email. A wrong code answers 400 'Invalid verification code'. */
export const emailConfirmRequestSchema = z.object({
  verificationCode: z
    .string({ message: validationText('email.code') })
    .trim()
    .regex(/^\d{6}$/, validationText('email.code')),
});
export type EmailConfirmRequest = z.infer<typeof emailConfirmRequestSchema>;

/**
 * PATCH /api/profile/password -> { message }. confirmPassword is optional for programs; when sent it
 * must match. A wrong current password answers 400 'Current password is incorrect'.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ message: messages.currentPasswordRequired }).min(1, messages.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string({ message: messages.confirmPasswordRequired }).optional(),
  })
  .refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.newPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
