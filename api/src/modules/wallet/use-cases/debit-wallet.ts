import type { ClientSession } from 'mongoose';
import type { LedgerEntry, LedgerReason } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { userRepository } from '../../users/user.repository';
import { ledgerRepository } from '../ledger.repository';
import { apiText } from '../../../shared/i18n/api-text';

export interface DebitWalletInput {
  userId: number;
  /** Positive paise to take out. */
  amount: number;
  reason: LedgerReason;
  reference: { type: string; id: number | string };
}

export function insufficientBalance(required: number, balance: number): AppError {
  return new AppError(
    402,
    'INSUFFICIENT_BALANCE',
    apiText('errors.wallet.insufficientBalance', { required: (required / 100).toFixed(2), balance: (balance / 100).toFixed(2) }),
    undefined,
    { required, balance },
  );
}

/**
 * Takes money out of a wallet: a guarded balance update (never below zero, even under concurrent
 * debits) and its ledger entry in one transaction. Pass `session` to join a caller's transaction
 * (e.g. booking: debit and consultation commit together). Throws 402 INSUFFICIENT_BALANCE.
 */
export async function debitWallet(input: DebitWalletInput, session?: ClientSession): Promise<LedgerEntry> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw AppError.badRequest(apiText('errors.wallet.amountPositiveWholeNumber'));
  }
  const work = async (txn: ClientSession): Promise<LedgerEntry> => {
    const balanceAfter = await userRepository.changeBalance(input.userId, -input.amount, txn);
    if (balanceAfter === null) {
      const balance = await userRepository.findBalance(input.userId, txn);
      if (balance === null) throw AppError.notFound('user');
      throw insufficientBalance(input.amount, balance);
    }
    return ledgerRepository.append(
      { userId: input.userId, amount: -input.amount, balanceAfter, reason: input.reason, reference: input.reference },
      txn,
    );
  };
  return session ? work(session) : runInTransaction(work);
}
