import type { User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { auditRepository } from '../../audit/audit.repository';
import { consultationStatsRepository } from '../../consultations/consultation-stats.repository';
import { favoriteRepository } from '../../favorites/favorite.repository';
import { userSessions } from '../../sessions/user-sessions';
import { userDirectoryRepository } from '../../users/user-directory.repository';
import { apiText } from '../../../shared/i18n/api-text';
import type { DomainEvents } from '../../../shared/events/domain-events';

/**
 * Deletes a profile for good. Refused while a session with it is running. Past consultations keep
 * their history; customers' favorites of it go; its login (if any) is unlinked and switched off,
 * since an astrologer account without a profile has nothing left to do.
 */
export async function deleteAstrologer(admin: User, id: number, events: Pick<DomainEvents, 'publish'>): Promise<void> {
  const retiredLogin = await runInTransaction(async (session) => {
    if ((await consultationStatsRepository.countActiveForAstrologer(id, session)) > 0) {
      throw AppError.conflict(apiText('errors.admin.astrologerConsultationProgressEnd'));
    }
    const deleted = await astrologerAdminRepository.delete(id, session);
    if (!deleted) throw AppError.notFound('astrologer');
    const favoritesRemoved = await favoriteRepository.removeAllForAstrologer(id, session);
    const login = await userDirectoryRepository.retireAstrologerLogin(id, session);
    await auditRepository.record(
      {
        actor: { id: admin.id, username: admin.username },
        action: 'astrologer.delete',
        target: { type: 'astrologer', id },
        summary: [
          `Deleted astrologer ${deleted.name}`,
          favoritesRemoved ? `removed from ${favoritesRemoved} favorite list(s)` : '',
          login ? `login account #${login.id} deactivated` : '',
        ]
          .filter(Boolean)
          .join('; '),
        before: deleted,
        after: null,
      },
      session,
    );
    return login;
  });
  // The retired login's sessions end and its sockets close: an open socket must not go on joining the
  // profile's past consultations or reading their history and the customers' birth details.
  if (retiredLogin) await userSessions.endAllOfUser(retiredLogin.id, events);
}
