import type { User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { auditRepository } from '../../audit/audit.repository';
import { userSessions } from '../../sessions/user-sessions';
import { userDirectoryRepository } from '../../users/user-directory.repository';
import { apiText } from '../../../shared/i18n/api-text';
import type { DomainEvents } from '../../../shared/events/domain-events';

/**
 * An admin switches an account on or off. A deactivated account can no longer sign in, its sessions
 * end (the tokens it holds stop working at once) and its open sockets are closed.
 */
export async function setUserStatus(admin: User, userId: number, isActive: boolean, events: Pick<DomainEvents, 'publish'>): Promise<User> {
  if (userId === admin.id && !isActive) {
    throw AppError.badRequest(apiText('errors.admin.cannotDeactivateOwnAccount'), { isActive: apiText('errors.admin.cannotDeactivateOwnAccount') });
  }
  const updated = await runInTransaction(async (session) => {
    const change = await userDirectoryRepository.setActive(userId, isActive, session);
    if (!change) throw AppError.notFound('user');
    if (change.before.isActive !== isActive) {
      await auditRepository.record(
        {
          actor: { id: admin.id, username: admin.username },
          action: isActive ? 'user.activate' : 'user.deactivate',
          target: { type: 'user', id: userId },
          summary: `${isActive ? 'Activated' : 'Deactivated'} ${change.after.username} (${change.after.email})`,
          before: change.before,
          after: change.after,
        },
        session,
      );
    }
    return change.after;
  });
  // Its sessions end with it: the tokens stop working and the open sockets close, on every instance.
  if (!updated.isActive) await userSessions.endAllOfUser(updated.id, events);
  return updated;
}
