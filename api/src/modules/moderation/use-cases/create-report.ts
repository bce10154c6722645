import type { ReportReceipt, User, createReportRequestSchema } from '@astrosetu/contracts';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { chatMessageRepository } from '../../chat/chat-message.repository';
import { consultationRepository } from '../../consultations/consultation.repository';
import { reportRepository } from '../report.repository';
import { apiText } from '../../../shared/i18n/api-text';

export type CreateReportInput = z.output<typeof createReportRequestSchema>;

/**
 * A customer reports an astrologer, or one of the astrologer's messages in the customer's own
 * consultation. The message must exist there and come from the astrologer; the same message reported
 * again while the first report is open answers with that report.
 */
export async function createReport(customer: User, input: CreateReportInput): Promise<{ report: ReportReceipt; created: boolean }> {
  if (customer.role !== 'user') throw AppError.forbidden(apiText('errors.moderation.customersReportAstrologers'));
  const astrologer = await astrologerRepository.findById(input.astrologerId);
  if (!astrologer) throw AppError.notFound('astrologer');

  if (input.consultationId !== undefined) {
    const consultation = await consultationRepository.findById(input.consultationId);
    if (!consultation || consultation.userId !== customer.id) throw AppError.notFound('consultation');
    if (consultation.astrologerId !== input.astrologerId) {
      throw AppError.badRequest(apiText('errors.moderation.consultationAnotherAstrologer'), { consultationId: apiText('errors.moderation.consultationAnotherAstrologer') });
    }
    if (input.messageId !== undefined) {
      const message = await chatMessageRepository.findInConsultation(input.consultationId, input.messageId);
      if (!message) throw AppError.notFound('message');
      if (message.senderType !== 'astrologer') {
        throw AppError.badRequest(apiText('errors.moderation.onlyAstrologerMessages'), { messageId: "Only the astrologer's messages can be reported" });
      }
      const open = await reportRepository.findOpenForMessage(customer.id, input.consultationId, input.messageId);
      if (open) return { report: receiptOf(open), created: false };
    }
  }

  const report = await reportRepository.create({
    reporterId: customer.id,
    astrologerId: input.astrologerId,
    ...(input.consultationId !== undefined ? { consultationId: input.consultationId } : {}),
    ...(input.messageId !== undefined ? { messageId: input.messageId } : {}),
    reason: input.reason,
    details: input.details,
  });
  return { report: receiptOf(report), created: true };
}

function receiptOf(report: { id: number; astrologerId: number; reason: ReportReceipt['reason']; status: ReportReceipt['status']; createdAt: string }): ReportReceipt {
  return { id: report.id, astrologerId: report.astrologerId, reason: report.reason, status: report.status, createdAt: report.createdAt };
}
