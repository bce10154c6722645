import type { ClientSession } from 'mongoose';
import { earningsRepository } from '../earnings.repository';
import { splitEarnings, tds194o, type EarningsRates } from '../earnings-settings';

/**
 * Credits an astrologer's share of a completed session, inside the end's transaction. `grossAmount`
 * is what the customer kept paying; `platformPaidAmount` what the platform pays for the customer's
 * free first minutes. The astrologer is paid on both alike, so free minutes cost them nothing.
 */
export async function creditEarnings(
  input: {
    astrologerId: number;
    consultationId: number;
    grossAmount: number;
    usedMinutes: number;
    platformPaidMinutes?: number;
    platformPaidAmount?: number;
  },
  rates: EarningsRates,
  session: ClientSession,
): Promise<void> {
  const { commissionPercent } = rates;
  const platformPaidAmount = input.platformPaidAmount ?? 0;
  const grossAmount = input.grossAmount + platformPaidAmount;
  const { commissionAmount, shareAmount } = splitEarnings(grossAmount, commissionPercent);
  // Deducted at the time of credit (s.194-O(1)), on the gross amount of the services the platform facilitated.
  const tdsPercent = rates.tds194oPercent;
  const tdsAmount = Math.min(shareAmount, tds194o(grossAmount, tdsPercent));
  await earningsRepository.append(
    {
      ...input,
      grossAmount,
      platformPaidMinutes: input.platformPaidMinutes ?? 0,
      platformPaidAmount,
      commissionAmount,
      shareAmount,
      commissionPercent,
      tdsAmount,
      tdsPercent,
    },
    session,
  );
}
