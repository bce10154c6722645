import type { ClientSession } from 'mongoose';
import { earningsRepository } from '../earnings.repository';
import { currentCommissionPercent, splitEarnings } from '../earnings-settings';

/** Credits an astrologer's share of a completed session, inside the end's transaction. */
export async function creditEarnings(
  input: { astrologerId: number; consultationId: number; grossAmount: number; usedMinutes: number },
  session: ClientSession,
): Promise<void> {
  const commissionPercent = currentCommissionPercent();
  const { commissionAmount, shareAmount } = splitEarnings(input.grossAmount, commissionPercent);
  await earningsRepository.append({ ...input, commissionAmount, shareAmount, commissionPercent }, session);
}
