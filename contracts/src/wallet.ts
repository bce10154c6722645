import { z } from 'zod';
import { validationText } from './validation-text';

export const ledgerReasons = ['topup', 'consultation', 'extension', 'refund', 'adjustment', 'bonus'] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

/**
 * Which balance an entry changes: `cash` (the wallet balance, money the customer paid) or `bonus` (credit
 * given with a recharge pack: not refundable to a bank, spent before cash). Each sums to its own balance.
 */
export const ledgerAccounts = ['cash', 'bonus'] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

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
  /** The balance it changes; `balanceAfter` is that balance's. */
  account: z.enum(ledgerAccounts),
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
  bonusBalance: z.number().int().nonnegative(),
  entries: z.array(ledgerEntrySchema),
});
export type UserLedgerResponse = z.infer<typeof userLedgerResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The customer's wallet statement (issue 32)
// ---------------------------------------------------------------------------------------------

export const WALLET_STATEMENT_MAX_LIMIT = 50;
export const WALLET_STATEMENT_DEFAULT_LIMIT = 20;

const statementLimitMessage = validationText('wallet.statementLimit', { max: WALLET_STATEMENT_MAX_LIMIT });
const statementBeforeMessage = validationText('wallet.statementBefore');

/**
 * GET /api/wallet/statement?limit=20&before=<entry id>: one page of the customer's own ledger, newest first.
 * `before` is the `nextCursor` of the previous page (entries older than that id); a cursor, not a page number,
 * so a top-up made while the customer reads never shifts an entry onto the next page twice.
 */
export const walletStatementQuerySchema = z.object({
  limit: z.coerce
    .number({ message: statementLimitMessage })
    .int(statementLimitMessage)
    .min(1, statementLimitMessage)
    .max(WALLET_STATEMENT_MAX_LIMIT, statementLimitMessage)
    .default(WALLET_STATEMENT_DEFAULT_LIMIT),
  before: z.coerce
    .number({ message: statementBeforeMessage })
    .int(statementBeforeMessage)
    .min(1, statementBeforeMessage)
    .max(Number.MAX_SAFE_INTEGER, statementBeforeMessage)
    .optional(),
});
export type WalletStatementQuery = z.infer<typeof walletStatementQuerySchema>;

/**
 * One line of the statement: one ledger entry. `kind` is the ledger reason (topup, consultation = a booking,
 * extension, refund, bonus, adjustment); `account` the balance it changed. `amount` is signed paise.
 * `cashBalance` and `bonusBalance` are both balances right after it: the running sums of every entry of each
 * account up to and including this one, so each line's figure is the line below it plus its own amount.
 * `description` names what it was for in the request's language: the astrologer of a consultation, the product
 * of a payment; null when the entry names neither (e.g. an adjustment).
 */
export const walletStatementEntrySchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.string(),
  kind: z.enum(ledgerReasons),
  account: z.enum(ledgerAccounts),
  amount: z.number().int(),
  cashBalance: z.number().int(),
  bonusBalance: z.number().int(),
  description: z.string().nullable(),
  /** What the entry belongs to: a consultation (id) or a payment order (its transaction id). */
  reference: z.object({ type: z.string(), id: z.union([z.number(), z.string()]) }),
});
export type WalletStatementEntry = z.infer<typeof walletStatementEntrySchema>;

/** GET /api/wallet/statement: the two balances now, a page of entries and the cursor of the next (null at the oldest). */
export const walletStatementResponseSchema = z.object({
  balance: z.number().int().nonnegative(),
  bonusBalance: z.number().int().nonnegative(),
  entries: z.array(walletStatementEntrySchema),
  nextCursor: z.number().int().positive().nullable(),
});
export type WalletStatementResponse = z.infer<typeof walletStatementResponseSchema>;

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
    .number({ message: validationText('wallet.capNotAmount') })
    .int(validationText('wallet.capWhole'))
    .min(100, validationText('wallet.capMin'))
    .max(MAX_MONTHLY_SPENDING_CAP, validationText('wallet.capMax'))
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

// ---------------------------------------------------------------------------------------------
// Bonus credit and recharge packs (issue 20)
// ---------------------------------------------------------------------------------------------

/** GET /api/wallet: the customer's two balances (paise). Bonus credit is spent first and never refunded as cash. */
export const walletBalancesSchema = z.object({
  balance: z.number().int().nonnegative(),
  bonusBalance: z.number().int().nonnegative(),
});
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

/** Bonus credit of a pack: the percentage of the amount, rounded down to the paisa. */
export function rechargeBonusInPaise(amount: number, bonusPercent: number): number {
  return Math.floor((amount * bonusPercent) / 100);
}

export const RECHARGE_BONUS_PERCENT_MAX = 50;

/** A recharge pack: topping up exactly `amount` adds `bonusAmount` of bonus credit. */
export const rechargePackSchema = z.object({
  id: z.number().int().positive(),
  amount: z.number().int().positive(),
  bonusPercent: z.number().int().positive(),
  bonusAmount: z.number().int().positive(),
  active: z.boolean(),
});
export type RechargePack = z.infer<typeof rechargePackSchema>;

const packAmountMessage = validationText('wallet.packAmount');
const bonusPercentMessage = validationText('wallet.bonusPercent', { max: RECHARGE_BONUS_PERCENT_MAX });
const bonusPercentSchema = z.coerce
  .number({ message: bonusPercentMessage })
  .int(bonusPercentMessage)
  .min(1, bonusPercentMessage)
  .max(RECHARGE_BONUS_PERCENT_MAX, bonusPercentMessage);

/** POST /api/admin/recharge-packs (admins). One pack per amount. */
export const createRechargePackRequestSchema = z.object({
  amount: z.coerce
    .number({ message: packAmountMessage })
    .int(packAmountMessage)
    .min(10_000, packAmountMessage)
    .max(10_000_000, packAmountMessage)
    .refine((paise) => paise % 100 === 0, packAmountMessage),
  bonusPercent: bonusPercentSchema,
  active: z.boolean().default(true),
});
export type CreateRechargePackRequest = z.input<typeof createRechargePackRequestSchema>;

/** PATCH /api/admin/recharge-packs/{id}: a change applies to top-ups started after it. */
export const updateRechargePackRequestSchema = z.object({
  bonusPercent: bonusPercentSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateRechargePackRequest = z.input<typeof updateRechargePackRequestSchema>;
