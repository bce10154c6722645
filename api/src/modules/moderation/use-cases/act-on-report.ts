import { reportReasonText, type ModerationAction, type User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { deleteAstrologer } from '../../admin/use-cases/delete-astrologer';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { auditRepository } from '../../audit/audit.repository';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { reportRepository, type ReportRecord } from '../report.repository';
import { apiText } from '../../../shared/i18n/api-text';
import type { DomainEvents } from '../../../shared/events/domain-events';

/**
 * An admin decides an open report. warn: the astrologer gets a notification; suspend: the profile is
 * hidden and switched offline (approvalStatus rejected: an admin can approve it again); remove: the
 * profile is deleted (refused while it has a consultation in progress, as any deletion); dismiss: no
 * action. Suspend and remove settle the astrologer's other open reports too. The decision and the
 * audit entry are written in one transaction; a report already decided by another admin gets 409.
 */
export async function actOnReport(
  admin: User,
  reportId: number,
  action: ModerationAction,
  note: string,
  events: Pick<DomainEvents, 'publish'>,
): Promise<ReportRecord> {
  const report = await reportRepository.findById(reportId);
  if (!report) throw AppError.notFound('report');
  if (report.status !== 'open') throw AlreadyDecided();
  const astrologer = await astrologerRepository.findById(report.astrologerId);
  if (!astrologer && action !== 'dismiss') throw AppError.conflict(apiText('errors.moderation.astrologerLongerExistsReport'));

  // Deletion runs its own transaction (and audit entry): it comes first, so a refused deletion leaves the report open.
  if (action === 'remove') await deleteAstrologer(admin, report.astrologerId, events);

  const actor = { id: admin.id, username: admin.username };
  const resolution = { action, note, byId: admin.id, byName: admin.username };
  const reason = reportReasonText[report.reason];
  return runInTransaction(async (session) => {
    const decided = await reportRepository.resolve(reportId, resolution, session);
    if (!decided) throw AlreadyDecided();
    const name = astrologer?.name ?? `#${report.astrologerId}`;

    if (action === 'dismiss') {
      await auditRepository.record(
        { actor, action: 'moderation.dismiss', target: { type: 'report', id: reportId }, summary: `Dismissed report #${reportId} about ${name} (${reason}): ${note}`, before: report, after: decided },
        session,
      );
      return decided;
    }

    if (action === 'warn') {
      await notifyUsers(
        [
          {
            userId: astrologer?.userId,
            title: apiText('notifications.moderation.warningTitle'),
            // An automatic report (review-repeated-contact-attempts.ts) had no customer behind it: the text says so.
            message: apiText(report.automatic ? 'notifications.moderation.warningAutomatic' : 'notifications.moderation.warning', {
              reason: apiText(`moderation.reasons.${report.reason}`),
              note,
            }),
            reference: { type: 'astrologer', id: report.astrologerId },
          },
        ],
        session,
      );
      await auditRepository.record(
        { actor, action: 'moderation.warn', target: { type: 'astrologer', id: report.astrologerId }, summary: `Warned ${name} on report #${reportId} (${reason}): ${note}`, before: report, after: decided },
        session,
      );
      return decided;
    }

    const others = await reportRepository.resolveOpenForAstrologer(report.astrologerId, resolution, session);
    const settled = others > 0 ? `; ${others} other open report(s) settled` : '';
    if (action === 'suspend') {
      const change = await astrologerAdminRepository.setApprovalStatus(report.astrologerId, 'rejected', session);
      if (!change) throw AppError.notFound('astrologer');
      await notifyUsers(
        [
          {
            userId: change.after.userId,
            title: apiText('notifications.moderation.suspendedTitle'),
            message: apiText('notifications.moderation.suspended', { reason: apiText(`moderation.reasons.${report.reason}`), note }),
            reference: { type: 'astrologer', id: report.astrologerId },
          },
        ],
        session,
      );
      await auditRepository.record(
        { actor, action: 'moderation.suspend', target: { type: 'astrologer', id: report.astrologerId }, summary: `Suspended ${name} on report #${reportId} (${reason}): ${note}${settled}`, before: change.before, after: change.after },
        session,
      );
      return decided;
    }

    await auditRepository.record(
      { actor, action: 'moderation.remove', target: { type: 'astrologer', id: report.astrologerId }, summary: `Removed ${name} on report #${reportId} (${reason}): ${note}${settled}`, before: astrologer, after: null },
      session,
    );
    return decided;
  });
}

const AlreadyDecided = () => AppError.conflict(apiText('errors.moderation.reportAlreadyBeenDecided'));
