import { Router } from 'express';
import { consultationsEndpoints, type RefundIfEndedNowResponse } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { requestLanguage } from '../../shared/http/request-language';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { consultationAlreadyEnded, consultationNotFound, requireParticipant, requireSelfOrAdmin } from './consultation-access';
import { presentConsultation, presentConsultations } from './consultation-presenter';
import { consultationRepository } from './consultation.repository';
import { FREE_FIRST_MINUTES } from '../free-first-session/free-first-minutes';
import { getsFreeFirstMinutes } from './gets-free-first-minutes';
import { sessionSettingsOf } from './session-settings';
import { sessionClockOf } from './consultation-timing';
import { bookConsultation } from './use-cases/book-consultation';
import { endConsultation } from './use-cases/end-consultation';
import type { RecordSessionReview } from './session-review-port';
import { extendConsultation } from './use-cases/extend-consultation';
import { extendConsultationByAstrologer } from './use-cases/extend-consultation-by-astrologer';
import { refundOnEndAt } from './use-cases/refund-on-end';
import { skipConsultationDetails, updateConsultationDetails } from './use-cases/update-consultation-details';
import { apiText } from '../../shared/i18n/api-text';
import { voucherRefundIfEndedAfter } from '../vouchers/use-cases/voucher-refund-estimate';

/** `recordReview`: the reviews module's, passed in at composition (module-routers.ts). */
export function createConsultationsRouter(ctx: AppContext, deps: { recordReview: RecordSessionReview }): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const settings = sessionSettingsOf(ctx.config);
  const clock = sessionClockOf(ctx.config);

  serve(consultationsEndpoints.book, async ({ body }, req) => {
    const { consultation, endedConsultationId } = await bookConsultation(currentUser(req), body, ctx.events, settings);
    return { ...(await presentConsultation(consultation, { ...clock, language: requestLanguage(req) })), ...(endedConsultationId ? { endedConsultationId } : {}) };
  });

  /** Whether the caller's next booking has its first minutes free (the booking screen shows it only then). */
  serve(consultationsEndpoints.freeFirstMinutes, async (_request, req) => ({
    eligible: await getsFreeFirstMinutes(currentUser(req), settings.freeFirstMinutesOffer),
    minutes: FREE_FIRST_MINUTES,
  }));

  serve(consultationsEndpoints.ofUser, async ({ params: { userId } }, req) => {
    requireSelfOrAdmin(currentUser(req), userId);
    return presentConsultations(await consultationRepository.listForUser(userId), { ...clock, language: requestLanguage(req) });
  });

  serve(consultationsEndpoints.activeOfUser, async ({ params: { userId } }, req) => {
    requireSelfOrAdmin(currentUser(req), userId);
    const active = await consultationRepository.findActiveForUser(userId);
    return active ? await presentConsultation(active, { ...clock, language: requestLanguage(req) }) : null;
  });

  serve(consultationsEndpoints.saveDetails, async ({ params: { id }, body: { userDetails } }, req) =>
    presentConsultation(await updateConsultationDetails(currentUser(req), id, userDetails, clock, ctx.realtime), { ...clock, language: requestLanguage(req) }),
  );

  serve(consultationsEndpoints.skipDetails, async ({ params: { id } }, req) =>
    presentConsultation(await skipConsultationDetails(currentUser(req), id, clock, ctx.realtime), { ...clock, language: requestLanguage(req) }),
  );

  /** What ending now would give back, by the end's own rule (the End Call confirmation states it). */
  serve(consultationsEndpoints.refundIfEndedNow, async ({ params: { id } }, req) => {
    const consultation = await consultationRepository.findById(id);
    if (!consultation) throw consultationNotFound();
    requireParticipant(currentUser(req), consultation);
    if (consultation.status !== 'active') throw consultationAlreadyEnded();
    const at = new Date();
    const { usedMinutes, refundedAmount } = refundOnEndAt(consultation, at);
    // A voucher session also gives back its voucher's unused minutes (vouchers module), in the same end.
    const voucherRefund = await voucherRefundIfEndedAfter(consultation, usedMinutes);
    const answer: RefundIfEndedNowResponse = { consultationId: id, refund: refundedAmount + voucherRefund, usedMinutes, at: at.toISOString() };
    return answer;
  });

  serve(consultationsEndpoints.end, async ({ params: { id }, body }, req) =>
    presentConsultation(await endConsultation(currentUser(req), id, body, deps.recordReview, settings, ctx.events), { ...clock, language: requestLanguage(req) }),
  );

  serve(consultationsEndpoints.extend, async ({ params: { id }, body: { duration } }, req) =>
    presentConsultation(await extendConsultation(currentUser(req), id, duration, ctx.events, ctx.realtime), { ...clock, language: requestLanguage(req) }),
  );

  serve(consultationsEndpoints.extendByAstrologer, async ({ params: { id } }, req) =>
    presentConsultation(await extendConsultationByAstrologer(currentUser(req), id, ctx.realtime), { ...clock, language: requestLanguage(req) }),
  );

  serve(consultationsEndpoints.astrologerActive, async (_request, req) =>
    presentConsultations(await consultationRepository.listActiveForAstrologer(ownAstrologerId(req)), { ...clock, astrologer: true, language: requestLanguage(req) }),
  );

  serve(consultationsEndpoints.astrologerHistory, async ({ query: { limit } }, req) => {
    const astrologerId = ownAstrologerId(req);
    return presentConsultations(await consultationRepository.listHistoryForAstrologer(astrologerId, limit), { ...clock, astrologer: true, language: requestLanguage(req) });
  });

  return router;
}

function ownAstrologerId(req: Parameters<typeof currentUser>[0]): number {
  const { astrologerId } = currentUser(req);
  if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
  return astrologerId;
}
