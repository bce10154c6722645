import { contactAttemptRepository } from '../contact-attempt.repository';
import { OpenReportExistsError, reportRepository, SYSTEM_REPORTER_ID, type ReportRecord } from '../report.repository';

/**
 * An astrologer who keeps sending contact details goes to the moderation queue without waiting for a customer to
 * report them: once `threshold` of their messages have had something hidden (CONTACT_ATTEMPTS_BEFORE_REVIEW),
 * the server opens a report (reason contact-sharing, pointing at the latest such message, reporter
 * SYSTEM_REPORTER_ID). One open automatic report per astrologer (the open slot of report.repository.ts holds it under
 * concurrent messages); after an admin decides it, the next one needs `threshold` new attempts.
 */
export async function reviewRepeatedContactAttempts(
  attempt: { astrologerId: number; consultationId: number; messageId: number },
  threshold: number,
): Promise<ReportRecord | null> {
  const latest = await reportRepository.findLatestAutomatic(attempt.astrologerId);
  if (latest?.status === 'open') return null;
  const attempts = await contactAttemptRepository.countForAstrologer(attempt.astrologerId, latest ? new Date(latest.createdAt) : undefined);
  if (attempts < threshold) return null;
  try {
    return await reportRepository.create({
      reporterId: SYSTEM_REPORTER_ID,
      automatic: true,
      astrologerId: attempt.astrologerId,
      consultationId: attempt.consultationId,
      messageId: attempt.messageId,
      reason: 'contact-sharing',
      // The admin reads the count and the messages themselves (listModerationReports words it in their language).
      details: '',
    });
  } catch (error) {
    // Two of the astrologer's messages at once: the other one opened it (one open report per reporter and astrologer).
    if (error instanceof OpenReportExistsError) return null;
    throw error;
  }
}
