import { z } from 'zod';

export const ledgerReasons = ['topup', 'consultation', 'extension', 'refund', 'adjustment'] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

/**
 * One change of a wallet balance. `amount` is signed paise (credit positive, debit negative);
 * `balanceAfter` is the balance right after this change. For every user the amounts sum to the balance.
 */
export const ledgerEntrySchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  amount: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  reason: z.enum(ledgerReasons),
  reference: z.object({ type: z.string(), id: z.union([z.number(), z.string()]) }),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Details of a 402 INSUFFICIENT_BALANCE error, so the client can offer a top-up of the difference. */
export const insufficientBalanceDetailsSchema = z.object({
  required: z.number().int().positive(),
  balance: z.number().int().nonnegative(),
});
export type InsufficientBalanceDetails = z.infer<typeof insufficientBalanceDetailsSchema>;

/** GET /api/admin/users/{id}/ledger (admins). */
export const userLedgerResponseSchema = z.object({
  userId: z.number().int().positive(),
  balance: z.number().int().nonnegative(),
  entries: z.array(ledgerEntrySchema),
});
export type UserLedgerResponse = z.infer<typeof userLedgerResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The customer's monthly spending cap (issue 20)
// ---------------------------------------------------------------------------------------------

/** The largest cap a customer can set: ₹10,00,000 a month, in paise. */
export const MAX_MONTHLY_SPENDING_CAP = 100_000_000;

/**
 * PUT /api/wallet/spending-cap: the customer's own monthly limit on consultation spending, in paise
 * (null removes it). Counted per IST calendar month: bookings and extensions less their refunds.
 * Lowering and raising both take effect at once.
 */
export const spendingCapRequestSchema = z.object({
  monthlyCap: z
    .number({ message: 'The monthly limit must be an amount in paise' })
    .int('The monthly limit must be a whole number of paise')
    .min(100, 'The monthly limit must be at least ₹1')
    .max(MAX_MONTHLY_SPENDING_CAP, 'The monthly limit can be at most ₹10,00,000')
    .nullable(),
});
export type SpendingCapRequest = z.infer<typeof spendingCapRequestSchema>;

/** GET/PUT /api/wallet/spending-cap. `month` is the IST month (YYYY-MM) `spentThisMonth` counts. */
export const spendingCapResponseSchema = z.object({
  monthlyCap: z.number().int().positive().nullable(),
  spentThisMonth: z.number().int().nonnegative(),
  /** What can still be spent this month (null without a cap). */
  remaining: z.number().int().nonnegative().nullable(),
  month: z.string(),
});
export type SpendingCapResponse = z.infer<typeof spendingCapResponseSchema>;

/** Details of a 422 SPENDING_CAP_REACHED error. */
export const spendingCapReachedDetailsSchema = z.object({
  monthlyCap: z.number().int().positive(),
  spentThisMonth: z.number().int().nonnegative(),
  required: z.number().int().positive(),
});
export type SpendingCapReachedDetails = z.infer<typeof spendingCapReachedDetailsSchema>;
