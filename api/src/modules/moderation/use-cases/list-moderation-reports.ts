import type { ChatMessage, ModerationReport, ReportStatus, UiLanguage } from '@astrosetu/contracts';
import { say } from '../../../shared/i18n/api-text';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { chatMessageRepository } from '../../chat/chat-message.repository';
import { userRepository } from '../../users/user.repository';
import { contactAttemptRepository } from '../contact-attempt.repository';
import { reportRepository, type ReportRecord } from '../report.repository';

const BEFORE = 5;
const AFTER = 3;

/** The reported message with the conversation around it, so an admin reads it in context. */
async function excerptOf(report: ReportRecord): Promise<ChatMessage[]> {
  if (report.consultationId === null || report.messageId === null) return [];
  const messages = await chatMessageRepository.listForConsultation(report.consultationId);
  const index = messages.findIndex((message) => message.id === report.messageId);
  if (index < 0) return [];
  return messages.slice(Math.max(0, index - BEFORE), index + AFTER + 1);
}

/**
 * The moderation queue: open reports oldest first, or decided ones newest first. A report the server raised itself
 * (review-repeated-contact-attempts.ts) names AstroSetu as its reporter and says why, in the admin's language.
 */
export async function listModerationReports(status: ReportStatus, language: UiLanguage = 'en'): Promise<ModerationReport[]> {
  const reports = await reportRepository.listByStatus(status);
  const usernames = await userRepository.findUsernamesByIds([...new Set(reports.map((report) => report.reporterId))]);
  const result: ModerationReport[] = [];
  for (const report of reports) {
    const astrologer = await astrologerRepository.findById(report.astrologerId);
    const contactAttempts = await contactAttemptRepository.countForAstrologer(report.astrologerId);
    result.push({
      id: report.id,
      reason: report.reason,
      details: report.automatic ? say(language, 'moderation.automatic.details', { count: contactAttempts }) : report.details,
      status: report.status,
      createdAt: report.createdAt,
      reporter: {
        id: report.reporterId,
        username: report.automatic ? say(language, 'moderation.automatic.reporter') : (usernames.get(report.reporterId) ?? `Customer #${report.reporterId}`),
      },
      astrologer: {
        id: report.astrologerId,
        name: astrologer?.name ?? null,
        approvalStatus: astrologer?.approvalStatus ?? null,
        contactAttempts,
      },
      consultationId: report.consultationId,
      messageId: report.messageId,
      excerpt: await excerptOf(report),
      resolution: report.resolution,
    });
  }
  return result;
}
