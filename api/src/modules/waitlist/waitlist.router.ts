import { Router } from 'express';
import { waitlistEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { requestLanguage } from '../../shared/http/request-language';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { presentConsultation } from '../consultations/consultation-presenter';
import { waitlistRepository } from './waitlist.repository';
import { sessionSettingsOf } from '../consultations/session-settings';
import { sessionClockOf } from '../consultations/consultation-timing';
import { acceptWaitlistCall } from './use-cases/accept-waitlist-call';
import { joinWaitlist } from './use-cases/join-waitlist';
import { leaveWaitlist } from './use-cases/leave-waitlist';
import { astrologerQueue, presentEntry, queueStatus } from './use-cases/waitlist-queue';
import { apiText } from '../../shared/i18n/api-text';

export function createWaitlistRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  serve(waitlistEndpoints.join, async ({ body }, req) => joinWaitlist(currentUser(req), body.astrologerId, ctx.realtime));

  serve(waitlistEndpoints.queueStatus, async ({ params }) => queueStatus(params.id));

  /** What the page shows after a reload. */
  serve(waitlistEndpoints.mine, async (_request, req) => {
    const entry = await waitlistRepository.findActiveForUser(currentUser(req).id);
    return entry ? await presentEntry(entry) : null;
  });

  serve(waitlistEndpoints.leave, async (_request, req) => leaveWaitlist(currentUser(req), ctx.realtime));

  serve(waitlistEndpoints.accept, async ({ body }, req) => {
    // The schema allows only the package lengths.
    const { consultation } = await acceptWaitlistCall(
      currentUser(req),
      { duration: body.duration as Parameters<typeof acceptWaitlistCall>[1]['duration'], channel: body.channel },
      ctx.events,
      sessionSettingsOf(ctx.config),
      ctx.realtime,
    );
    return presentConsultation(consultation, { ...sessionClockOf(ctx.config), language: requestLanguage(req) });
  });

  serve(waitlistEndpoints.astrologerQueue, async (_request, req) => {
    const astrologerId = currentUser(req).astrologerId;
    if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
    return astrologerQueue(astrologerId);
  });

  return router;
}
