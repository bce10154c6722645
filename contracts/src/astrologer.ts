import { z } from 'zod';
import { approvalStatuses, genders } from './astrologer-vocabulary';

/**
 * An astrologer as the public sees it (listing, booking, packages). `rating` is the average of all
 * ratings (one decimal); `ratePerMinute` is whole rupees. `image` is a same-origin path such as
 * /api/avatars/3.svg. Contact and earnings fields are only in `adminAstrologerSchema`.
 */
export const astrologerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  gender: z.enum(genders),
  experience: z.number().int().nonnegative(),
  specializations: z.array(z.string()),
  languages: z.array(z.string()),
  description: z.string(),
  ratePerMinute: z.number().int().positive(),
  /** Whether the astrologer takes voice calls, and at what rate (whole rupees a minute; null when they do not). */
  takesCalls: z.boolean(),
  callRatePerMinute: z.number().int().positive().nullable(),
  /** Local opening hours as HH:mm (Asia/Kolkata). */
  availableFrom: z.string(),
  availableTo: z.string(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  isApproved: z.boolean(),
  approvalStatus: z.enum(approvalStatuses),
  isOnline: z.boolean(),
  totalConsultations: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Astrologer = z.infer<typeof astrologerSchema>;

/**
 * GET /api/marketplace-figures: the figures the home page states about the marketplace, counted from the approved
 * astrologers (never written by hand). `averageRating` is the mean of all their reviews' stars, one decimal, null
 * before the first review; `consultations` counts their finished sessions.
 */
export const marketplaceFiguresSchema = z.object({
  astrologersOnline: z.number().int().nonnegative(),
  averageRating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  consultations: z.number().int().nonnegative(),
});
export type MarketplaceFigures = z.infer<typeof marketplaceFiguresSchema>;

/** What admins and the astrologer themself see: adds contact, earnings (paise) and the linked account. */
export const adminAstrologerSchema = astrologerSchema.extend({
  email: z.string(),
  totalEarnings: z.number().int().nonnegative(),
  userId: z.number().int().positive().optional(),
});
export type AdminAstrologer = z.infer<typeof adminAstrologerSchema>;

/** GET /api/astrologer/{id}: the public card of one astrologer (any approval state). */
export const astrologerSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
});
export type AstrologerSummary = z.infer<typeof astrologerSummarySchema>;
