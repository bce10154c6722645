import { z } from 'zod';
import { adminAstrologerSchema } from './astrologer';
import { approvalStatuses, genders } from './astrologer-vocabulary';
import { emailSchema, passwordSchema, roles, userSchema } from './auth';
import { booleanQuerySchema, timeFieldSchema, textListSchema, UPLOADED_IMAGE_PATH_PATTERN, wholeNumberSchema } from './form-fields';
import { messages } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { profilePhotoReviewSchema } from './photo-review';
import { validationText } from './validation-text';

// ---------------------------------------------------------------------------------------------
// Users

export const adminUserSortFields = ['id', 'username', 'email', 'role', 'isActive', 'balance', 'createdAt'] as const;

/**
 * GET /api/admin/users?page&pageSize&sort&order&q&role&isActive -> Page<User>.
 * `q` searches username, email and phone (case-insensitive substring). Default: newest first.
 */
export const adminUsersQuerySchema = pageQuerySchema(adminUserSortFields, { sort: 'createdAt', order: 'desc' }).extend({
  role: z.enum(roles, { message: validationText('admin.role') }).optional(),
  isActive: booleanQuerySchema.optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = pageSchema(userSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** PATCH /api/admin/users/{id}/status. An admin cannot deactivate their own account. */
export const setUserStatusRequestSchema = z.object({
  isActive: z.boolean({ message: validationText('admin.isActive') }),
});
export type SetUserStatusRequest = z.infer<typeof setUserStatusRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Astrologers

export const adminAstrologerSortFields = [
  'id',
  'name',
  'experience',
  'ratePerMinute',
  'rating',
  'totalConsultations',
  'totalEarnings',
  'createdAt',
] as const;

/**
 * GET /api/admin/astrologers?page&pageSize&sort&order&q&status&isOnline -> Page<AdminAstrologer>.
 * `q` searches name, email and specializations. Default: by id. `status` is the approval status.
 */
export const adminAstrologersQuerySchema = pageQuerySchema(adminAstrologerSortFields, { sort: 'id', order: 'asc' }).extend({
  status: z.enum(approvalStatuses, { message: validationText('admin.approvalStatus') }).optional(),
  isOnline: booleanQuerySchema.optional(),
});
export type AdminAstrologersQuery = z.output<typeof adminAstrologersQuerySchema>;

export const adminAstrologersPageSchema = pageSchema(adminAstrologerSchema);
export type AdminAstrologersPage = z.infer<typeof adminAstrologersPageSchema>;

const astrologerFields = {
  name: z.string({ message: messages.nameMin }).trim().min(2, messages.nameMin).max(100, validationText('name.max', { max: 100 })),
  email: emailSchema,
  gender: z.enum(genders, { message: validationText('admin.gender') }),
  /** Whole years. */
  experience: wholeNumberSchema({ field: 'experience', min: 0, max: 80 }),
  /** A comma-separated list or an array; items are trimmed. */
  specializations: textListSchema({ field: 'specializations', itemMax: 60, maxItems: 15, minItems: 1 }),
  languages: textListSchema({ field: 'languages', itemMax: 40, maxItems: 15, minItems: 1 }),
  description: z.string({ message: validationText('admin.descriptionNotText') }).trim().max(2000, validationText('admin.descriptionMax', { max: 2000 })),
  /** Whole rupees per minute. */
  ratePerMinute: wholeNumberSchema({ field: 'rate', min: 1, max: 10_000 }),
  availableFrom: timeFieldSchema,
  availableTo: timeFieldSchema,
  /** An uploaded image path (POST /api/admin/uploads/image); empty for the generated avatar. */
  image: z
    .string({ message: validationText('common.uploadedImage') })
    .trim()
    .refine((value) => value === '' || UPLOADED_IMAGE_PATH_PATTERN.test(value), 'Image must be an uploaded image'),
  isOnline: z.boolean({ message: validationText('admin.isOnline') }),
};

/**
 * POST /api/admin/astrologers. The profile starts pending approval (unless `approve` is true).
 * With `account.password` a login (role astrologer, same email) is created and linked to it.
 */
export const createAstrologerRequestSchema = z.object({
  ...astrologerFields,
  gender: astrologerFields.gender.default('other'),
  description: astrologerFields.description.default(''),
  availableFrom: astrologerFields.availableFrom.default('09:00'),
  availableTo: astrologerFields.availableTo.default('21:00'),
  image: astrologerFields.image.default(''),
  isOnline: astrologerFields.isOnline.default(false),
  approve: z.boolean({ message: validationText('admin.approve') }).default(false),
  account: z.object({ password: passwordSchema }, { message: validationText('admin.account') }).optional(),
});
export type CreateAstrologerRequest = z.input<typeof createAstrologerRequestSchema>;

/** PATCH /api/admin/astrologers/{id}: any subset of the profile fields. */
export const updateAstrologerRequestSchema = z
  .object(astrologerFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), validationText('common.nothingToUpdate'));
export type UpdateAstrologerRequest = z.input<typeof updateAstrologerRequestSchema>;

/**
 * PATCH /api/astrologer/profile: the astrologer's own listing, any subset. The rate must lie within the
 * limits the admin sets (RATE_PER_MINUTE_MIN / _MAX, answered in `rateLimits`); a new rate applies to
 * new bookings only (a running session keeps the rate it was booked at, extensions included).
 * The photo is uploaded with POST /api/astrologer/profile/photo (multipart field "image").
 */
export const updateOwnAstrologerProfileRequestSchema = z
  .object({
    description: astrologerFields.description,
    specializations: astrologerFields.specializations,
    languages: astrologerFields.languages,
    ratePerMinute: astrologerFields.ratePerMinute,
    /** Voice calls (docs/voice.md): a call rate within the same limits takes calls; null stops taking them. */
    callRatePerMinute: astrologerFields.ratePerMinute.nullable(),
    availableFrom: astrologerFields.availableFrom,
    availableTo: astrologerFields.availableTo,
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), validationText('common.nothingToUpdate'));
export type UpdateOwnAstrologerProfileRequest = z.input<typeof updateOwnAstrologerProfileRequestSchema>;

/** GET/PATCH /api/astrologer/profile and POST /api/astrologer/profile/photo answer with this. */
export const ownAstrologerProfileSchema = adminAstrologerSchema.extend({
  /** Whole rupees per minute the astrologer may choose from (set by the admin in configuration). */
  rateLimits: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
  /** The platform's commission on every session, in percent. */
  commissionPercent: z.number().min(0).max(100),
  /** A new photo awaiting an admin's review, or the reason the last one was rejected; null when neither. */
  photoReview: profilePhotoReviewSchema.nullable(),
});
export type OwnAstrologerProfile = z.infer<typeof ownAstrologerProfileSchema>;

/** PATCH /api/admin/astrologers/{id}/reject (the reason is optional and goes into the notification). */
export const rejectAstrologerRequestSchema = z.object({
  reason: z.string({ message: validationText('admin.reasonNotText') }).trim().max(500, validationText('admin.reasonMax', { max: 500 })).optional(),
});
export type RejectAstrologerRequest = z.infer<typeof rejectAstrologerRequestSchema>;

/** PATCH /api/admin/astrologers/{id}/status and PATCH /api/astrologer/status. */
export const onlineStatusRequestSchema = z.object({
  isOnline: z.boolean({ message: validationText('admin.isOnline') }),
});
export type OnlineStatusRequest = z.infer<typeof onlineStatusRequestSchema>;

/**
 * GET /api/admin/astrologers/{id}/stats. totalConsultations (completed sessions) and totalRevenue (paise billed,
 * net of refunds) are summed from the earnings ledger; averageRating from the reviews; averageSessionDuration is the mean
 * length in minutes (one decimal) of its completed sessions, from start to end and at most the
 * booked minutes; sessionsRecorded is how many sessions that mean covers.
 */
export const astrologerStatsSchema = z.object({
  astrologerId: z.number().int().positive(),
  totalConsultations: z.number().int().nonnegative(),
  totalRevenue: z.number().int().nonnegative(),
  averageRating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  averageSessionDuration: z.number().nonnegative(),
  sessionsRecorded: z.number().int().nonnegative(),
  activeConsultations: z.number().int().nonnegative(),
});
export type AstrologerStats = z.infer<typeof astrologerStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard

/** GET /api/admin/stats: the summary cards and the top 5 approved astrologers by consultations. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  activeUsers: z.number().int().nonnegative(),
  pendingApprovals: z.number().int().nonnegative(),
  adminUsers: z.number().int().nonnegative(),
  totalAstrologers: z.number().int().nonnegative(),
  onlineAstrologers: z.number().int().nonnegative(),
  topPerformers: z.array(adminAstrologerSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const TOP_PERFORMERS = 5;

export const analyticsPeriods = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** GET /api/admin/analytics?period=7d|30d|90d|12m (default 30d). */
export const analyticsQuerySchema = z.object({
  period: z.enum(analyticsPeriods, { message: validationText('admin.period') }).default('30d'),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/**
 * One bucket of the analytics series: a day (YYYY-MM-DD) or, for 12m, a month (YYYY-MM), in India
 * time. consultations = sessions booked; revenue = paise customers paid from their wallets for
 * sessions and extensions (ledger debits, net of refunds); newUsers = accounts created.
 */
export const analyticsPointSchema = z.object({
  period: z.string(),
  consultations: z.number().int().nonnegative(),
  revenue: z.number().int(),
  newUsers: z.number().int().nonnegative(),
});
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;

export const analyticsResponseSchema = z.object({
  period: z.enum(analyticsPeriods),
  granularity: z.enum(['day', 'month']),
  timeZone: z.literal('Asia/Kolkata'),
  points: z.array(analyticsPointSchema),
  totals: z.object({
    consultations: z.number().int().nonnegative(),
    revenue: z.number().int(),
    newUsers: z.number().int().nonnegative(),
  }),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Uploads

/** Largest accepted image: strictly less than 5 MB (5 x 1024 x 1024 bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024 - 1;
export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * POST /api/admin/uploads/image (multipart/form-data, field "image"). The type is read from the
 * file's first bytes, not its name. 201 with the path to use as featuredImage or image.
 */
export const uploadImageResponseSchema = z.object({
  url: z.string(),
  contentType: z.enum(uploadImageTypes),
  size: z.number().int().positive(),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;
