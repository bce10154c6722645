import type { ReportReceipt, User, createReportRequestSchema } from '@astrosetu/contracts';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { chatMessageRepository } from '../../chat/chat-message.repository';
import { consultationRepository } from '../../consultations/consultation.repository';
import { orderFulfilmentRepository } from '../../payment-orders/order-fulfilment.repository';
import { OpenReportExistsError, reportRepository } from '../report.repository';
import { apiText } from '../../../shared/i18n/api-text';

export type CreateReportInput = z.output<typeof createReportRequestSchema>;

export interface ReportLimits {
  /** Reports one customer may file per India day (REPORTS_PER_CUSTOMER_PER_DAY). */
  perCustomerPerDay: number;
}

const IST_OFFSET_MS = 330 * 60_000;

/** Midnight of `now`'s day in India, as an instant: the daily limit starts again then. */
export function startOfIstDay(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - IST_OFFSET_MS);
}

/**
 * A customer reports an astrologer, or one of the astrologer's messages in the customer's own consultation
 * (docs/trust.md#reports-blocks-moderation). The moderation queue is worth only what reaches it, so:
 * - only an approved astrologer can be reported (a pending or suspended profile is not public: 404, as everywhere);
 * - only by a customer who had a consultation or a paid order with them (403);
 * - one open report per customer and astrologer (409 while it is open); the same message reported again while its
 *   report is open answers with that report (200: a retried request, not a second report);
 * - at most `limits.perCustomerPerDay` reports per customer and India day (429).
 */
export async function createReport(customer: User, input: CreateReportInput, limits: ReportLimits, now = new Date()): Promise<{ report: ReportReceipt; created: boolean }> {
  if (customer.role !== 'user') throw AppError.forbidden(apiText('errors.moderation.customersReportAstrologers'));
  const astrologer = await astrologerRepository.findById(input.astrologerId);
  if (!astrologer || astrologer.approvalStatus !== 'approved') throw AppError.notFound('astrologer');

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
  } else if (!(await hadDealingsWith(customer.id, input.astrologerId))) {
    throw AppError.forbidden(apiText('errors.moderation.reportNeedsConsultation'));
  }

  const open = await reportRepository.findOpenFor(customer.id, input.astrologerId);
  if (open) throw openReportConflict(open.id);

  const filedToday = await reportRepository.countByReporterSince(customer.id, startOfIstDay(now));
  if (filedToday >= limits.perCustomerPerDay) {
    throw new AppError(429, 'RATE_LIMITED', apiText('errors.moderation.reportsPerDay', { max: limits.perCustomerPerDay }));
  }

  try {
    const report = await reportRepository.create({
      reporterId: customer.id,
      astrologerId: input.astrologerId,
      ...(input.consultationId !== undefined ? { consultationId: input.consultationId } : {}),
      ...(input.messageId !== undefined ? { messageId: input.messageId } : {}),
      reason: input.reason,
      details: input.details,
    });
    return { report: receiptOf(report), created: true };
  } catch (error) {
    // Two reports sent at once: the unique open slot let one in.
    if (error instanceof OpenReportExistsError) {
      const winner = await reportRepository.findOpenFor(customer.id, input.astrologerId);
      throw openReportConflict(winner?.id);
    }
    throw error;
  }
}

/** A consultation (any status: a no-show is worth reporting) or a paid order the astrologer took on or was booked by. */
async function hadDealingsWith(customerId: number, astrologerId: number): Promise<boolean> {
  return (
    (await consultationRepository.existsForCustomerAndAstrologer(customerId, astrologerId)) ||
    (await orderFulfilmentRepository.customerHadOrderWith(customerId, astrologerId))
  );
}

function openReportConflict(reportId: number | undefined): AppError {
  return new AppError(409, 'CONFLICT', apiText('errors.moderation.openReportExists'), undefined, reportId !== undefined ? { reportId } : undefined);
}

function receiptOf(report: { id: number; astrologerId: number; reason: ReportReceipt['reason']; status: ReportReceipt['status']; createdAt: string }): ReportReceipt {
  return { id: report.id, astrologerId: report.astrologerId, reason: report.reason, status: report.status, createdAt: report.createdAt };
}
