import { TOP_PERFORMERS, type AdminStats } from '@astrosetu/contracts';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { userDirectoryRepository } from '../../users/user-directory.repository';

/** The admin dashboard's summary cards and the top 5 approved astrologers by consultations. */
export async function computeAdminStats(): Promise<AdminStats> {
  const [users, astrologers, topPerformers] = await Promise.all([
    userDirectoryRepository.counts(),
    astrologerAdminRepository.counts(),
    astrologerAdminRepository.topPerformers(TOP_PERFORMERS),
  ]);
  return {
    totalUsers: users.total,
    activeUsers: users.active,
    pendingApprovals: astrologers.pending,
    adminUsers: users.admins,
    totalAstrologers: astrologers.total,
    onlineAstrologers: astrologers.online,
    topPerformers,
  };
}
