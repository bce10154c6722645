import type { ClientSession } from 'mongoose';
import type { LedgerEntry, LedgerReason } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { userRepository } from '../../users/user.repository';
import { ledgerRepository } from '../ledger.repository';
import { apiText } from '../../../shared/i18n/api-text';

export interface CreditWalletInput {
  userId: number;
  /** Positive paise. */
  amount: number;
  reason: LedgerReason;
  reference: { type: string; id: number | string };
  /** The same key credits once, e.g. `payu:<txnid>`; a repeat returns the first entry. */
  idempotencyKey?: string;
}

export interface CreditWalletResult {
  entry: LedgerEntry;
  /** False when the idempotency key had been used: nothing was credited this time. */
  applied: boolean;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}

/**
 * Adds money to a wallet: balance and ledger entry in one transaction. Pass `session` to take part
 * in a caller's transaction instead (then a repeated idempotency key aborts the caller's transaction).
 */
export async function creditWallet(input: CreditWalletInput, session?: ClientSession): Promise<CreditWalletResult> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw AppError.badRequest(apiText('errors.wallet.amountPositiveWholeNumber'));
  }
  const work = async (txn: ClientSession): Promise<LedgerEntry> => {
    const balanceAfter = await userRepository.changeBalance(input.userId, input.amount, txn);
    if (balanceAfter === null) throw AppError.notFound('user');
    return ledgerRepository.append(
      {
        userId: input.userId,
        amount: input.amount,
        balanceAfter,
        reason: input.reason,
        reference: input.reference,
        idempotencyKey: input.idempotencyKey,
      },
      txn,
    );
  };
  if (session) return { entry: await work(session), applied: true };
  try {
    return { entry: await runInTransaction(work), applied: true };
  } catch (error) {
    if (input.idempotencyKey && isDuplicateKey(error)) {
      const existing = await ledgerRepository.findByIdempotencyKey(input.idempotencyKey);
      if (existing) return { entry: existing, applied: false };
    }
    throw error;
  }
}
