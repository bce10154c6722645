import { z } from 'zod';
import { chatMessageSchema, contactKinds } from './chat';
import { idSchema } from './ids';
import { validationText } from './validation-text';

/** Why a customer reports a message or an astrologer. */
export const reportReasons = ['off-platform-payment', 'contact-sharing', 'abusive', 'misleading', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonText: Record<ReportReason, string> = {
  'off-platform-payment': 'Asked me to pay outside AstroSetu',
  'contact-sharing': 'Shared or asked for contact details',
  abusive: 'Abusive, threatening or harassing',
  misleading: 'Frightening or misleading claims (e.g. curses, guaranteed results)',
  spam: 'Spam or advertising',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;

/**
 * POST /api/reports (customers). A report names the astrologer, and a message of one of the customer's
 * consultations when it is about that message (consultationId and messageId together). "Something
 * else" needs a few words of explanation.
 */
export const createReportRequestSchema = z
  .object({
    astrologerId: idSchema,
    consultationId: idSchema.optional(),
    messageId: idSchema.optional(),
    reason: z.enum(reportReasons, { message: validationText('moderation.reason') }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, validationText('moderation.detailsMax', { max: REPORT_DETAILS_MAX })).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.messageId !== undefined && value.consultationId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['consultationId'], message: validationText('moderation.whichConsultation') });
    }
    if (value.reason === 'other' && value.details.length < 10) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: validationText('moderation.details') });
    }
  });
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;

export const reportStatuses = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What an admin can do with a report. warn: a notification to the astrologer; suspend: hidden and offline until approved again; remove: the profile is deleted. */
export const moderationActions = ['warn', 'suspend', 'remove', 'dismiss'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** The customer's answer to a report. */
export const reportReceiptSchema = z.object({
  id: z.number().int().positive(),
  astrologerId: z.number().int().positive(),
  reason: z.enum(reportReasons),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** GET /api/admin/moderation/reports: one report with what an admin needs to decide. */
export const moderationReportSchema = z.object({
  id: z.number().int().positive(),
  reason: z.enum(reportReasons),
  details: z.string(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
  /** id 0 and the name "AstroSetu (automatic)" for a report the server raised after repeated contact-sharing attempts. */
  reporter: z.object({ id: z.number().int().nonnegative(), username: z.string() }),
  /** Name null when the profile has been removed since. */
  astrologer: z.object({ id: z.number().int().positive(), name: z.string().nullable(), approvalStatus: z.string().nullable(), contactAttempts: z.number().int().nonnegative() }),
  consultationId: z.number().int().positive().nullable(),
  messageId: z.number().int().positive().nullable(),
  /** The reported message with up to 5 messages before and 3 after it, oldest first. Empty for a report about the astrologer. */
  excerpt: z.array(chatMessageSchema),
  resolution: z
    .object({ action: z.enum(moderationActions), note: z.string(), by: z.string(), at: z.string() })
    .nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

export const moderationReportsQuerySchema = z.object({
  status: z.enum(reportStatuses, { message: validationText('moderation.status') }).default('open'),
});

/** POST /api/admin/moderation/reports/{id}/actions. */
export const moderationActionRequestSchema = z.object({
  action: z.enum(moderationActions, { message: validationText('moderation.action') }),
  note: z.string({ message: validationText('moderation.noteRequired') }).trim().min(5, validationText('moderation.noteMin')).max(500, validationText('moderation.noteMax')),
});
export type ModerationActionRequest = z.input<typeof moderationActionRequestSchema>;

/** GET /api/admin/moderation/contact-attempts: messages of each astrologer in which contact details were hidden. */
export const contactAttemptCountSchema = z.object({
  astrologerId: z.number().int().positive(),
  name: z.string().nullable(),
  attempts: z.number().int().positive(),
  kinds: z.array(z.enum(contactKinds)),
  lastAt: z.string(),
});
export type ContactAttemptCount = z.infer<typeof contactAttemptCountSchema>;

/** GET /api/blocks: the astrologers the customer has blocked (not listed, cannot be booked). */
export const blockedAstrologerSchema = z.object({
  astrologerId: z.number().int().positive(),
  name: z.string(),
  createdAt: z.string(),
});
export type BlockedAstrologer = z.infer<typeof blockedAstrologerSchema>;

/** POST /api/blocks; DELETE /api/blocks/{astrologerId}. */
export const blockRequestSchema = z.object({ astrologerId: idSchema });
export const blockParamsSchema = z.object({ astrologerId: idSchema });
