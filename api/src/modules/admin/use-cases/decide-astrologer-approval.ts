import type { AdminAstrologer, User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { auditRepository } from '../../audit/audit.repository';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { apiText } from '../../../shared/i18n/api-text';

export type ApprovalDecision = 'approved' | 'rejected';

/**
 * An admin approves (listed for customers) or rejects (hidden, offline) a profile. Deciding again the
 * same way changes nothing. The astrologer's login, if linked, gets a notification.
 */
export async function decideAstrologerApproval(
  admin: User,
  id: number,
  decision: ApprovalDecision,
  reason?: string,
): Promise<AdminAstrologer> {
  return runInTransaction(async (session) => {
    const change = await astrologerAdminRepository.setApprovalStatus(id, decision, session);
    if (!change) throw AppError.notFound('astrologer');
    if (change.before.approvalStatus === decision && change.before.isOnline === change.after.isOnline) return change.after;

    const approved = decision === 'approved';
    await auditRepository.record(
      {
        actor: { id: admin.id, username: admin.username },
        action: approved ? 'astrologer.approve' : 'astrologer.reject',
        target: { type: 'astrologer', id },
        summary: `${approved ? 'Approved' : 'Rejected'} astrologer ${change.after.name}${reason ? `: ${reason}` : ''}`,
        before: change.before,
        after: change.after,
      },
      session,
    );
    await notifyUsers(
      [
        {
          userId: change.after.userId,
          title: apiText(approved ? 'notifications.approval.approvedTitle' : 'notifications.approval.rejectedTitle'),
          message: approved
            ? apiText('notifications.approval.approved')
            : reason
              ? apiText('notifications.approval.rejectedBecause', { reason })
              : apiText('notifications.approval.rejected'),
          reference: { type: 'astrologer', id },
        },
      ],
      session,
    );
    return change.after;
  });
}
