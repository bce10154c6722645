import type { ClientSession } from 'mongoose';
import { AppError } from '../../../shared/errors/app-error';
import { bonusBalanceRepository } from '../bonus-balance.repository';
import { userRepository } from '../../users/user.repository';
import { debitBonus, creditBonus } from './bonus-credit';
import { creditWallet } from './credit-wallet';
import { debitWallet, insufficientBalance } from './debit-wallet';
import { apiText } from '../../../shared/i18n/api-text';

export interface ConsultationPayment {
  /** Paise taken from bonus credit (spent first). */
  bonusPart: number;
  /** Paise taken from the cash balance. */
  cashPart: number;
}

/**
 * A booking or extension of `amount` paise, inside the caller's transaction: bonus credit is spent first,
 * the rest comes from the cash balance; each part is a ledger entry on its own account. 402
 * INSUFFICIENT_BALANCE (with both balances counted) when the two together do not cover it.
 */
export async function payForConsultation(
  input: { userId: number; amount: number; reason: 'consultation' | 'extension'; reference: { type: string; id: number } },
  session: ClientSession,
): Promise<ConsultationPayment> {
  const bonus = await bonusBalanceRepository.find(input.userId, session);
  const cash = (await userRepository.findBalance(input.userId, session)) ?? 0;
  if (bonus + cash < input.amount) throw insufficientBalance(input.amount, bonus + cash);
  const bonusPart = Math.min(bonus, input.amount);
  const cashPart = input.amount - bonusPart;
  if (bonusPart > 0 && !(await debitBonus({ ...input, amount: bonusPart }, session))) {
    throw AppError.conflict(apiText('errors.wallet.bonusCreditChangedDuring'));
  }
  if (cashPart > 0) await debitWallet({ ...input, amount: cashPart }, session);
  return { bonusPart, cashPart };
}

/**
 * A consultation refund of `amount`, inside the end's transaction, back to the balances it came from: bonus
 * paid for the first minutes and cash for the later ones (bonus is spent first), so the unused minutes are
 * given back as cash first, up to the cash paid, and the rest as bonus credit. Once per consultation (keys).
 */
export async function refundConsultation(
  input: { userId: number; consultationId: number; amount: number; cost: number; bonusPaid: number },
  session: ClientSession,
): Promise<{ cashRefund: number; bonusRefund: number }> {
  const cashPaid = Math.max(0, input.cost - input.bonusPaid);
  const cashRefund = Math.min(input.amount, cashPaid);
  const bonusRefund = input.amount - cashRefund;
  const reference = { type: 'consultation', id: input.consultationId };
  if (cashRefund > 0) {
    await creditWallet(
      { userId: input.userId, amount: cashRefund, reason: 'refund', reference, idempotencyKey: `consultation-refund:${input.consultationId}` },
      session,
    );
  }
  if (bonusRefund > 0) {
    await creditBonus(
      { userId: input.userId, amount: bonusRefund, reason: 'refund', reference, idempotencyKey: `consultation-bonus-refund:${input.consultationId}` },
      session,
    );
  }
  return { cashRefund, bonusRefund };
}
