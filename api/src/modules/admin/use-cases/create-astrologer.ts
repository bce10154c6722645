import type { AdminAstrologer, User } from '@astrosetu/contracts';
import type { z } from 'zod';
import type { createAstrologerRequestSchema } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../../db/sequence';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { hashPassword } from '../../../shared/security/password-hasher';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { auditRepository } from '../../audit/audit.repository';
import { createAstrologerLogin } from '../../users/user-directory.repository';
import { userRepository } from '../../users/user.repository';
import { apiText } from '../../../shared/i18n/api-text';

export type CreateAstrologerInput = z.output<typeof createAstrologerRequestSchema>;

/**
 * An admin adds an astrologer profile, pending approval unless `approve` is set. With `account`, the
 * astrologer's login (same email, role astrologer) is created and linked in the same transaction.
 */
export async function createAstrologer(admin: User, input: CreateAstrologerInput): Promise<AdminAstrologer> {
  const { approve, account, ...fields } = input;
  if (await astrologerAdminRepository.emailTaken(fields.email)) {
    throw AppError.conflict(apiText('errors.admin.astrologerEmailAlreadyExists'));
  }
  if (account && (await userRepository.existsByEmail(fields.email))) {
    throw AppError.conflict(apiText('errors.common.accountEmailAlreadyExists'));
  }
  const passwordHash = account ? await hashPassword(account.password) : undefined;
  const approvalStatus = approve ? 'approved' : 'pending';
  const astrologerId = await nextSequenceValue('astrologers');
  const userId = passwordHash ? await nextSequenceValue('users') : undefined;

  return runInTransaction(async (session) => {
    let created = await astrologerAdminRepository.create(
      astrologerId,
      // Only an approved profile is visible to customers, so only it can be online.
      { ...fields, isOnline: approve ? fields.isOnline : false, approvalStatus },
      session,
    );
    if (passwordHash && userId) {
      await createAstrologerLogin({ username: fields.name, email: fields.email, passwordHash, astrologerId }, userId, session);
      await astrologerAdminRepository.linkUser(astrologerId, userId, session);
      created = { ...created, userId };
    }
    await auditRepository.record(
      {
        actor: { id: admin.id, username: admin.username },
        action: 'astrologer.create',
        target: { type: 'astrologer', id: astrologerId },
        summary: `Created astrologer ${created.name} (${approvalStatus})${userId ? ` with login account #${userId}` : ''}`,
        before: null,
        after: created,
      },
      session,
    );
    return created;
  });
}
