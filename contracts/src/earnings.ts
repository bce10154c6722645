import { z } from 'zod';
import { dateQuerySchema } from './form-fields';
import { validationText } from './validation-text';

/**
 * An astrologer's earnings: every completed session credits their share of what the customer kept
 * paying (cost - refund) to an earnings ledger, in the same transaction as the end. The platform keeps
 * the commission (a percentage from configuration). Amounts in paise; days and months in IST.
 */
export const earningsEntrySchema = z.object({
  id: z.number().int().positive(),
  consultationId: z.number().int().positive(),
  /** What the customer paid for the session after the refund, plus what the platform paid for free first minutes. */
  grossAmount: z.number().int().nonnegative(),
  commissionAmount: z.number().int().nonnegative(),
  /** The astrologer's share: gross - commission. */
  shareAmount: z.number().int().nonnegative(),
  commissionPercent: z.number().min(0).max(100),
  usedMinutes: z.number().int().nonnegative(),
  /** Free first minutes of the session that the platform paid for (part of grossAmount). */
  platformPaidMinutes: z.number().int().nonnegative(),
  /** What the platform paid for them at the session's rate (part of grossAmount). */
  platformPaidAmount: z.number().int().nonnegative(),
  /** Income tax deducted at source on grossAmount under s.194-O of the Income-tax Act, 1961 (docs/tax.md), and its rate. */
  tdsAmount: z.number().int().nonnegative(),
  tdsPercent: z.number().min(0).max(100),
  createdAt: z.string(),
});
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;

export const earningsGroupings = ['day', 'month'] as const;
export type EarningsGrouping = (typeof earningsGroupings)[number];

/**
 * GET /api/astrologer/earnings?groupBy=day|month&from=YYYY-MM-DD&to=YYYY-MM-DD (IST, both inclusive;
 * default the last 30 days by day). GET /api/astrologer/earnings/statement takes from/to as well.
 */
export const earningsQuerySchema = z
  .object({
    groupBy: z.enum(earningsGroupings, { message: validationText('admin.groupBy') }).default('day'),
    from: dateQuerySchema('from').optional(),
    to: dateQuerySchema('to').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: validationText('admin.fromAfterTo'), path: ['from'] });
export type EarningsQuery = z.input<typeof earningsQuerySchema>;

export const earningsTotalsSchema = z.object({
  sessions: z.number().int().nonnegative(),
  grossAmount: z.number().int().nonnegative(),
  commissionAmount: z.number().int().nonnegative(),
  shareAmount: z.number().int().nonnegative(),
  /** Part of grossAmount paid by the platform for customers' free first minutes. */
  platformPaidAmount: z.number().int().nonnegative(),
  platformPaidMinutes: z.number().int().nonnegative(),
  /** TDS under s.194-O deducted from the share, and what is payable: shareAmount - tdsAmount. */
  tdsAmount: z.number().int().nonnegative(),
  netPayable: z.number().int().nonnegative(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

/** One day (YYYY-MM-DD) or month (YYYY-MM) with earnings; periods without sessions are left out. */
export const earningsPeriodSchema = earningsTotalsSchema.extend({ period: z.string() });
export type EarningsPeriod = z.infer<typeof earningsPeriodSchema>;

export const earningsSummarySchema = z.object({
  groupBy: z.enum(earningsGroupings),
  from: z.string(),
  to: z.string(),
  periods: z.array(earningsPeriodSchema),
  totals: earningsTotalsSchema,
  /** Earned in total (each share less its TDS under s.194-O) minus paid out: what the platform owes now. */
  payoutDue: z.number().int(),
  commissionPercent: z.number().min(0).max(100),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

/**
 * GET /api/astrologer/dashboard-figures: the astrologer dashboard's cards, all from the earnings ledger (the query
 * the Earnings panel and the admin's payouts use): `totals` over every entry ever (sessions = completed sessions
 * credited, shareAmount = the astrologer's share net of refunds), minutesBilled = their used minutes, payoutDue =
 * earned (net of 194-O TDS) minus paid out.
 */
export const astrologerDashboardFiguresSchema = z.object({
  totals: earningsTotalsSchema,
  minutesBilled: z.number().int().nonnegative(),
  payoutDue: z.number().int(),
});
export type AstrologerDashboardFigures = z.infer<typeof astrologerDashboardFiguresSchema>;

/** A statement: every session of the period, oldest first, with its totals. */
export const earningsStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(earningsEntrySchema),
  totals: earningsTotalsSchema,
  /** The deduction the statement shows: section 194-O at the configured rate (TDS_194O_PERCENT) on new credits. */
  tds: z.object({ section: z.literal('194-O'), percent: z.number().min(0).max(100) }),
});
export type EarningsStatement = z.infer<typeof earningsStatementSchema>;

/** GET /api/admin/payouts: astrologers the platform owes money to, largest first. */
export const payoutDueSchema = z.object({
  astrologerId: z.number().int().positive(),
  name: z.string(),
  earned: z.number().int().nonnegative(),
  paidOut: z.number().int().nonnegative(),
  due: z.number().int(),
});
export type PayoutDue = z.infer<typeof payoutDueSchema>;
export const payoutsDueResponseSchema = z.array(payoutDueSchema);

/** POST /api/admin/payouts: records money paid out to an astrologer (at most what is due). */
export const recordPayoutRequestSchema = z.object({
  astrologerId: z.coerce.number().int().positive(),
  amount: z.coerce.number({ message: validationText('admin.amountPaise') }).int(validationText('admin.amountPaise')).positive(validationText('admin.amountPositive')),
  reference: z.string().trim().max(100).optional(),
});
export type RecordPayoutRequest = z.input<typeof recordPayoutRequestSchema>;
