import type { RecordPayoutRequest, User } from '@astrosetu/contracts';
import type { ClientSession } from 'mongoose';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { auditRepository } from '../../audit/audit.repository';
import { earningsRepository } from '../earnings.repository';

export interface PayoutPosition {
  earned: number;
  paidOut: number;
  due: number;
}

/** What the astrologer has earned (net of TDS), been paid and is owed, as the transaction sees it. */
async function positionOf(astrologerId: number, session: ClientSession): Promise<PayoutPosition> {
  const [earned, paid] = await Promise.all([
    earningsRepository.totalSharesByAstrologer(astrologerId, session),
    earningsRepository.totalPayoutsByAstrologer(astrologerId, session),
  ]);
  const total = earned.get(astrologerId) ?? 0;
  const paidOut = paid.get(astrologerId) ?? 0;
  return { earned: total, paidOut, due: total - paidOut };
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/**
 * An admin records money paid out to an astrologer: the whole amount due or a part of it (paise, > 0 by the
 * schema, at most what is due here). The payout (the earnings ledger's entry) and its audit entry (admin,
 * astrologer, amount, what remains due) commit together. The amount due is read after the astrologer's payout
 * guard is written, so concurrent payouts never add up to more than was due.
 */
export async function recordPayout(admin: User, input: RecordPayoutRequest & { amount: number; astrologerId: number }): Promise<PayoutPosition> {
  const astrologer = await astrologerRepository.findById(input.astrologerId);
  if (!astrologer) throw AppError.notFound('astrologer');
  return runInTransaction(async (session) => {
    await earningsRepository.lockPayouts(astrologer.id, session);
    const before = await positionOf(astrologer.id, session);
    if (input.amount > before.due) {
      throw AppError.badRequest(apiText('errors.earnings.moreThanDue', { due: Math.max(0, before.due) }), {
        amount: apiText('errors.earnings.moreThanDueField'),
      });
    }
    const payoutId = await earningsRepository.recordPayout(
      { astrologerId: astrologer.id, amount: input.amount, adminId: admin.id, ...(input.reference ? { reference: input.reference } : {}) },
      session,
    );
    const after = { earned: before.earned, paidOut: before.paidOut + input.amount, due: before.due - input.amount };
    await auditRepository.record(
      {
        actor: { id: admin.id, username: admin.username },
        action: 'astrologer.payout',
        target: { type: 'astrologer', id: astrologer.id },
        summary: `Paid ${rupees(input.amount)} to ${astrologer.name}; ${rupees(after.due)} still due`,
        before,
        after: { ...after, payoutId, amount: input.amount, ...(input.reference ? { reference: input.reference } : {}) },
      },
      session,
    );
    return after;
  });
}
