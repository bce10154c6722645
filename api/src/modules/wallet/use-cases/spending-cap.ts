import type { ClientSession } from 'mongoose';
import type { SpendingCapResponse } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { formatRupees } from '../../../shared/text/format-rupees';
import { ledgerRepository } from '../ledger.repository';
import { spendingCapRepository } from '../spending-cap.repository';
import { istMonthOf } from './ist-month';
import { apiText } from '../../../shared/i18n/api-text';

/** The customer's cap and what they spent on consultations in the current IST month. */
export async function readSpendingCap(userId: number, now: Date = new Date(), session?: ClientSession): Promise<SpendingCapResponse> {
  const { month, start } = istMonthOf(now);
  const monthlyCap = await spendingCapRepository.find(userId, session);
  const spentThisMonth = await ledgerRepository.consultationSpendingSince(userId, start, session);
  return { monthlyCap, spentThisMonth, remaining: monthlyCap === null ? null : Math.max(0, monthlyCap - spentThisMonth), month };
}

/**
 * Sets or removes the cap. Both directions take effect at once: the cap is the customer's own budget
 * aid (no regulation asks for a cooling-off period), and a raise is a deliberate act on the profile
 * page, never a side effect of booking.
 */
export async function setSpendingCap(userId: number, monthlyCap: number | null): Promise<SpendingCapResponse> {
  await spendingCapRepository.set(userId, monthlyCap);
  return readSpendingCap(userId);
}

/**
 * Refuses (422 SPENDING_CAP_REACHED) a booking or extension of `amount` paise that would take this
 * month's spending past the cap. Called inside the debit's transaction: the debit writes the same user
 * document, so on MongoDB two concurrent bookings conflict and one re-reads the spending.
 */
export async function assertWithinSpendingCap(userId: number, amount: number, session: ClientSession): Promise<void> {
  if (amount <= 0) return;
  const { monthlyCap, spentThisMonth } = await readSpendingCap(userId, new Date(), session);
  if (monthlyCap === null || spentThisMonth + amount <= monthlyCap) return;
  const left = Math.max(0, monthlyCap - spentThisMonth);
  throw new AppError(
    422,
    'SPENDING_CAP_REACHED',
    apiText('errors.wallet.spendingCapReached', { cap: formatRupees(monthlyCap), spent: formatRupees(spentThisMonth), left: formatRupees(left), amount: formatRupees(amount) }),
    undefined,
    { monthlyCap, spentThisMonth, required: amount },
  );
}
