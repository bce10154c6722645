import { Router } from 'express';
import { moderationEndpoints, type BlockedAstrologer, type ContactAttemptCount } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { requestLanguage } from '../../shared/http/request-language';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { blockRepository } from '../blocks/block.repository';
import { contactAttemptRepository } from './contact-attempt.repository';
import { actOnReport } from './use-cases/act-on-report';
import { blockAstrologer } from './use-cases/block-astrologer';
import { createReport } from './use-cases/create-report';
import { listModerationReports } from './use-cases/list-moderation-reports';

/** Reports and blocks (customers) and the moderation queue (admins). */
export function createModerationRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  serve(moderationEndpoints.report, async ({ body }, req, res) => {
    const limits = { perCustomerPerDay: ctx.config.reportsPerCustomerPerDay };
    const { report, created } = await createReport(currentUser(req), body, limits);
    // A message reported again answers its open report with 200: the status says whether a new one was made.
    res.status(created ? 201 : 200).json(report);
    return ANSWERED;
  });

  serve(moderationEndpoints.blocks, async (_request, req) => {
    const blocks = await blockRepository.listForUser(currentUser(req).id);
    const shown: BlockedAstrologer[] = [];
    for (const block of blocks) {
      const astrologer = await astrologerRepository.findById(block.astrologerId);
      // A deleted profile cannot be booked anyway: nothing left to unblock.
      if (astrologer) shown.push({ astrologerId: block.astrologerId, name: astrologer.name, createdAt: block.createdAt });
    }
    return shown;
  });

  serve(moderationEndpoints.block, async ({ body }, req) => blockAstrologer(currentUser(req), body.astrologerId));

  serve(moderationEndpoints.unblock, async ({ params }, req) => {
    await blockRepository.remove(currentUser(req).id, params.astrologerId);
  });

  serve(moderationEndpoints.reports, async ({ query }, req) => listModerationReports(query.status, requestLanguage(req)));

  serve(moderationEndpoints.actOnReport, async ({ params, body }, req) => {
    const { id } = params;
    await actOnReport(currentUser(req), id, body.action, body.note, ctx.events);
    const [decided] = (await listModerationReports(body.action === 'dismiss' ? 'dismissed' : 'actioned', requestLanguage(req))).filter((report) => report.id === id);
    return decided;
  });

  serve(moderationEndpoints.contactAttempts, async () => {
    const counts = await contactAttemptRepository.countsByAstrologer();
    const shown: ContactAttemptCount[] = [];
    for (const count of counts) {
      const astrologer = await astrologerRepository.findById(count.astrologerId);
      shown.push({ ...count, name: astrologer?.name ?? null });
    }
    return shown;
  });

  return router;
}
