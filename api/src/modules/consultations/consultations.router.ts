import { Router } from 'express';
import { z } from 'zod';
import {
  astrologerExtensionRequestSchema,
  createConsultationRequestSchema,
  endConsultationRequestSchema,
  extendConsultationRequestSchema,
  idParamsSchema,
  idSchema,
  skipDetailsRequestSchema,
  updateConsultationRequestSchema,
  type RefundIfEndedNowResponse,
} from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams, parseQuery } from '../../shared/http/validate';
import { consultationAlreadyEnded, consultationNotFound, requireParticipant, requireSelfOrAdmin } from './consultation-access';
import { presentConsultation, presentConsultations } from './consultation-presenter';
import { consultationRepository } from './consultation.repository';
import { FREE_FIRST_MINUTES } from '../free-first-session/free-first-minutes';
import { getsFreeFirstMinutes } from './gets-free-first-minutes';
import { bookConsultation } from './use-cases/book-consultation';
import { endConsultation } from './use-cases/end-consultation';
import type { RecordSessionReview } from './session-review-port';
import { extendConsultation } from './use-cases/extend-consultation';
import { extendConsultationByAstrologer } from './use-cases/extend-consultation-by-astrologer';
import { refundOnEndAt } from './use-cases/refund-on-end';
import { skipConsultationDetails, updateConsultationDetails } from './use-cases/update-consultation-details';
import { apiText } from '../../shared/i18n/api-text';
import { voucherRefundIfEndedAfter } from '../vouchers/use-cases/voucher-refund-estimate';

const userIdParamsSchema = z.object({ userId: idSchema });
const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(50),
});

/** `recordReview`: the reviews module's, passed in at composition (module-routers.ts). */
export function createConsultationsRouter(ctx: AppContext, deps: { recordReview: RecordSessionReview }): Router {
  const router = Router();
  const { requireAuth, requireRole } = ctx.guards;

  router.post('/consultations', requireRole('user'), async (req, res) => {
    const input = parseBody(createConsultationRequestSchema, req);
    const { consultation, endedConsultationId } = await bookConsultation(currentUser(req), input);
    res.status(201).json({ ...(await presentConsultation(consultation)), ...(endedConsultationId ? { endedConsultationId } : {}) });
  });

  /** Whether the caller's next booking has its first minutes free (the booking screen shows it only then). */
  router.get('/consultations/free-first-minutes', requireRole('user'), async (req, res) => {
    res.json({ eligible: await getsFreeFirstMinutes(currentUser(req)), minutes: FREE_FIRST_MINUTES });
  });

  router.get('/consultations/user/:userId', requireAuth, async (req, res) => {
    const { userId } = parseParams(userIdParamsSchema, req);
    requireSelfOrAdmin(currentUser(req), userId);
    res.json(await presentConsultations(await consultationRepository.listForUser(userId)));
  });

  router.get('/consultations/active/:userId', requireAuth, async (req, res) => {
    const { userId } = parseParams(userIdParamsSchema, req);
    requireSelfOrAdmin(currentUser(req), userId);
    const active = await consultationRepository.findActiveForUser(userId);
    res.json(active ? await presentConsultation(active) : null);
  });

  router.patch('/consultations/:id', requireAuth, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { userDetails } = parseBody(updateConsultationRequestSchema, req);
    res.json(await presentConsultation(await updateConsultationDetails(currentUser(req), id, userDetails, ctx.config.chat.autoEndGraceMs)));
  });

  router.post('/consultations/:id/skip-details', requireAuth, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    parseBody(skipDetailsRequestSchema, req);
    res.json(await presentConsultation(await skipConsultationDetails(currentUser(req), id, ctx.config.chat.autoEndGraceMs)));
  });

  /** What ending now would give back, by the end's own rule (the End Call confirmation states it). */
  router.get('/consultations/:id/refund-if-ended-now', requireAuth, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const consultation = await consultationRepository.findById(id);
    if (!consultation) throw consultationNotFound();
    requireParticipant(currentUser(req), consultation);
    if (consultation.status !== 'active') throw consultationAlreadyEnded();
    const at = new Date();
    const { usedMinutes, refundedAmount } = refundOnEndAt(consultation, at);
    // A voucher session also gives back its voucher's unused minutes (vouchers module), in the same end.
    const voucherRefund = await voucherRefundIfEndedAfter(consultation, usedMinutes);
    const body: RefundIfEndedNowResponse = { consultationId: id, refund: refundedAmount + voucherRefund, usedMinutes, at: at.toISOString() };
    res.json(body);
  });

  router.post('/consultations/:id/end', requireAuth, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const input = parseBody(endConsultationRequestSchema, req);
    res.json(await presentConsultation(await endConsultation(currentUser(req), id, input, deps.recordReview)));
  });

  router.post('/consultations/:id/extend', requireAuth, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { duration } = parseBody(extendConsultationRequestSchema, req);
    res.json(await presentConsultation(await extendConsultation(currentUser(req), id, duration)));
  });

  router.post('/consultations/:id/extend-astrologer', requireAuth, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    parseBody(astrologerExtensionRequestSchema, req);
    res.json(await presentConsultation(await extendConsultationByAstrologer(currentUser(req), id)));
  });

  router.get('/astrologer/consultations/active', requireRole('astrologer'), async (req, res) => {
    const astrologerId = ownAstrologerId(req);
    res.json(await presentConsultations(await consultationRepository.listActiveForAstrologer(astrologerId), { astrologer: true }));
  });

  router.get('/astrologer/consultations/history', requireRole('astrologer'), async (req, res) => {
    const astrologerId = ownAstrologerId(req);
    const { limit } = parseQuery(historyQuerySchema, req);
    res.json(await presentConsultations(await consultationRepository.listHistoryForAstrologer(astrologerId, limit), { astrologer: true }));
  });

  return router;
}

function ownAstrologerId(req: Parameters<typeof currentUser>[0]): number {
  const { astrologerId } = currentUser(req);
  if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
  return astrologerId;
}
