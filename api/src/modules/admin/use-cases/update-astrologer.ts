import type { AdminAstrologer, User } from '@astrosetu/contracts';
import type { z } from 'zod';
import type { updateAstrologerRequestSchema } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { auditRepository } from '../../audit/audit.repository';
import { apiText } from '../../../shared/i18n/api-text';

export type UpdateAstrologerInput = z.output<typeof updateAstrologerRequestSchema>;

/** An admin edits profile fields; totals, ratings and approval change only through their own actions. */
export async function updateAstrologer(admin: User, id: number, input: UpdateAstrologerInput): Promise<AdminAstrologer> {
  const current = await astrologerRepository.findById(id);
  if (!current) throw AppError.notFound('astrologer');
  if (input.email && input.email !== current.email && (await astrologerAdminRepository.emailTaken(input.email, id))) {
    throw AppError.conflict(apiText('errors.admin.astrologerEmailAlreadyExists'));
  }
  if (input.isOnline && current.approvalStatus !== 'approved') {
    throw AppError.conflict(apiText('errors.admin.approvedAstrologerOnline'));
  }
  return runInTransaction(async (session) => {
    const change = await astrologerAdminRepository.update(id, input, session);
    if (!change) throw AppError.notFound('astrologer');
    const changedFields = (Object.keys(input) as Array<keyof AdminAstrologer>).filter(
      (field) => JSON.stringify(change.before[field]) !== JSON.stringify(change.after[field]),
    );
    if (changedFields.length > 0) {
      await auditRepository.record(
        {
          actor: { id: admin.id, username: admin.username },
          action: 'astrologer.update',
          target: { type: 'astrologer', id },
          summary: `Edited astrologer ${change.after.name}: ${changedFields.join(', ')}`,
          before: change.before,
          after: change.after,
        },
        session,
      );
    }
    return change.after;
  });
}
