import { z } from 'zod';
import { messages } from './messages';
import { uiLanguageSchema } from './ui-language-schema';
import { validationText } from './validation-text';

export const roles = ['user', 'astrologer', 'admin'] as const;
export type Role = (typeof roles)[number];

export const emailSchema = z.string().trim().toLowerCase().email(messages.invalidEmail);
export const passwordSchema = z.string().min(6, messages.passwordMin).max(128, validationText('password.max', { max: 128 }));
export const usernameSchema = z.string().trim().min(3, messages.usernameMin).max(50, validationText('username.max', { max: 50 }));
/** At least 10 characters of digits, +, -, spaces or parentheses. */
export const phoneSchema = z
  .string()
  .trim()
  .min(10, messages.phoneMin)
  .max(20, validationText('phone.max', { max: 20 }))
  .regex(/^[0-9+\-\s()]+$/, messages.phoneFormat);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A role sent by a client is not part of the schema: the server always registers customers. */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const userSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  role: z.enum(roles),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Wallet balance in paise. */
  balance: z.number().int(),
  dateOfBirth: z.string().optional(),
  timeOfBirth: z.string().optional(),
  placeOfBirth: z.string().optional(),
  bio: z.string().optional(),
  preferredLanguages: z.array(z.string()).optional(),
  /** GST state code of the billing state (docs/tax.md): where the customer's tax invoices are supplied to. */
  billingState: z.string().optional(),
  /** The language the site, the e-mails and the PDFs speak to this user in (PUT /api/profile/language); unset: English. */
  uiLanguage: uiLanguageSchema.optional(),
  /** The e-mail address was confirmed with a mailed code (needed before a first booking). */
  emailVerified: z.boolean().optional(),
  /** `phone` was confirmed with a code sent by SMS (needed before a first booking). */
  phoneVerified: z.boolean().optional(),
  /** Set for role astrologer: the astrologer profile this account runs. */
  astrologerId: z.number().int().positive().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
