import type { ClientSession } from 'mongoose';
import type { LedgerEntry, LedgerReason } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { bonusBalanceRepository } from '../bonus-balance.repository';
import { ledgerRepository } from '../ledger.repository';
import { apiText } from '../../../shared/i18n/api-text';

/**
 * Adds bonus credit (a recharge pack's bonus, or a refund of bonus spent on a session) inside the caller's
 * transaction: the bonus balance and its ledger entry (account `bonus`). The idempotency key makes it happen once.
 */
export async function creditBonus(
  input: { userId: number; amount: number; reason: LedgerReason; reference: { type: string; id: number | string }; idempotencyKey?: string },
  session: ClientSession,
): Promise<LedgerEntry> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw AppError.badRequest(apiText('errors.wallet.amountPositiveWholeNumber'));
  const balanceAfter = await bonusBalanceRepository.change(input.userId, input.amount, session);
  if (balanceAfter === null) throw AppError.notFound('user');
  return ledgerRepository.append({ ...input, account: 'bonus', balanceAfter }, session);
}

/** Takes bonus credit out inside the caller's transaction; null when the bonus balance does not cover it. */
export async function debitBonus(
  input: { userId: number; amount: number; reason: LedgerReason; reference: { type: string; id: number | string } },
  session: ClientSession,
): Promise<LedgerEntry | null> {
  const balanceAfter = await bonusBalanceRepository.change(input.userId, -input.amount, session);
  if (balanceAfter === null) return null;
  return ledgerRepository.append({ ...input, amount: -input.amount, account: 'bonus', balanceAfter }, session);
}
