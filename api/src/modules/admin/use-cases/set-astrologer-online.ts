import type { AdminAstrologer, User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { auditRepository } from '../../audit/audit.repository';
import { tellFavoritesAstrologerOnline } from '../../favorites/use-cases/tell-favorites-astrologer-online';
import { apiText } from '../../../shared/i18n/api-text';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';

/** An admin switches an astrologer online or offline (online only when approved). */
export async function setAstrologerOnline(admin: User, id: number, isOnline: boolean, realtime: RealtimeEvents): Promise<AdminAstrologer> {
  const current = await astrologerRepository.findById(id);
  if (!current) throw AppError.notFound('astrologer');
  if (isOnline && current.approvalStatus !== 'approved') throw AppError.conflict(apiText('errors.admin.approvedAstrologerOnline'));
  const done = await runInTransaction(async (session) => {
    const change = await astrologerAdminRepository.setOnline(id, isOnline, session);
    if (!change) throw AppError.notFound('astrologer');
    if (change.before.isOnline !== isOnline) {
      await auditRepository.record(
        {
          actor: { id: admin.id, username: admin.username },
          action: isOnline ? 'astrologer.online' : 'astrologer.offline',
          target: { type: 'astrologer', id },
          summary: `Set astrologer ${change.after.name} ${isOnline ? 'online' : 'offline'}`,
          before: change.before,
          after: change.after,
        },
        session,
      );
    }
    return change;
  });
  // Customers who keep this astrologer as a favourite hear of it (after the commit).
  if (!done.before.isOnline && done.after.isOnline) await tellFavoritesAstrologerOnline(done.after, realtime);
  return done.after;
}
