import { Router } from 'express';
import { acceptWaitlistCallRequestSchema, idParamsSchema, joinWaitlistRequestSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams } from '../../shared/http/validate';
import { presentConsultation } from '../consultations/consultation-presenter';
import { waitlistRepository } from './waitlist.repository';
import { acceptWaitlistCall } from './use-cases/accept-waitlist-call';
import { joinWaitlist } from './use-cases/join-waitlist';
import { leaveWaitlist } from './use-cases/leave-waitlist';
import { astrologerQueue, presentEntry, queueStatus } from './use-cases/waitlist-queue';
import { apiText } from '../../shared/i18n/api-text';

export function createWaitlistRouter(ctx: AppContext): Router {
  const router = Router();
  const { requireRole } = ctx.guards;

  router.post('/waitlist', requireRole('user'), async (req, res) => {
    const { astrologerId } = parseBody(joinWaitlistRequestSchema, req);
    res.status(201).json(await joinWaitlist(currentUser(req), astrologerId));
  });

  /** Public: whether the astrologer is busy and a customer could join the queue. */
  router.get('/waitlist/astrologers/:id', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    res.json(await queueStatus(id));
  });

  /** The customer's place (or null): what the page shows after a reload. */
  router.get('/waitlist/mine', requireRole('user'), async (req, res) => {
    const entry = await waitlistRepository.findActiveForUser(currentUser(req).id);
    res.json(entry ? await presentEntry(entry) : null);
  });

  router.post('/waitlist/leave', requireRole('user'), async (req, res) => {
    res.json(await leaveWaitlist(currentUser(req)));
  });

  router.post('/waitlist/accept', requireRole('user'), async (req, res) => {
    const { duration } = parseBody(acceptWaitlistCallRequestSchema, req);
    // The schema allows only the package lengths.
    const { consultation } = await acceptWaitlistCall(currentUser(req), duration as Parameters<typeof acceptWaitlistCall>[1]);
    res.status(201).json(await presentConsultation(consultation));
  });

  router.get('/astrologer/waitlist', requireRole('astrologer'), async (req, res) => {
    const astrologerId = currentUser(req).astrologerId;
    if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
    res.json(await astrologerQueue(astrologerId));
  });

  return router;
}
