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
