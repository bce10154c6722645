import { Router } from 'express';
import {
  blockParamsSchema,
  blockRequestSchema,
  createReportRequestSchema,
  idParamsSchema,
  moderationActionRequestSchema,
  moderationReportsQuerySchema,
  type BlockedAstrologer,
  type ContactAttemptCount,
} from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { requestLanguage } from '../../shared/http/request-language';
import { parseBody, parseParams, parseQuery } from '../../shared/http/validate';
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
  const customerOnly = ctx.guards.requireRole('user');
  const adminOnly = ctx.guards.requireRole('admin');

  router.post('/reports', customerOnly, async (req, res) => {
    const limits = { perCustomerPerDay: ctx.config.reportsPerCustomerPerDay };
    const { report, created } = await createReport(currentUser(req), parseBody(createReportRequestSchema, req), limits);
    res.status(created ? 201 : 200).json(report);
  });

  router.get('/blocks', customerOnly, async (req, res) => {
    const blocks = await blockRepository.listForUser(currentUser(req).id);
    const shown: BlockedAstrologer[] = [];
    for (const block of blocks) {
      const astrologer = await astrologerRepository.findById(block.astrologerId);
      // A deleted profile cannot be booked anyway: nothing left to unblock.
      if (astrologer) shown.push({ astrologerId: block.astrologerId, name: astrologer.name, createdAt: block.createdAt });
    }
    res.json(shown);
  });

  router.post('/blocks', customerOnly, async (req, res) => {
    const { astrologerId } = parseBody(blockRequestSchema, req);
    res.status(201).json(await blockAstrologer(currentUser(req), astrologerId));
  });

  router.delete('/blocks/:astrologerId', customerOnly, async (req, res) => {
    const { astrologerId } = parseParams(blockParamsSchema, req);
    await blockRepository.remove(currentUser(req).id, astrologerId);
    res.status(204).end();
  });

  router.get('/admin/moderation/reports', adminOnly, async (req, res) => {
    const { status } = parseQuery(moderationReportsQuerySchema, req);
    res.json(await listModerationReports(status, requestLanguage(req)));
  });

  router.post('/admin/moderation/reports/:id/actions', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { action, note } = parseBody(moderationActionRequestSchema, req);
    await actOnReport(currentUser(req), id, action, note);
    const [decided] = (await listModerationReports(action === 'dismiss' ? 'dismissed' : 'actioned', requestLanguage(req))).filter((report) => report.id === id);
    res.json(decided);
  });

  router.get('/admin/moderation/contact-attempts', adminOnly, async (_req, res) => {
    const counts = await contactAttemptRepository.countsByAstrologer();
    const shown: ContactAttemptCount[] = [];
    for (const count of counts) {
      const astrologer = await astrologerRepository.findById(count.astrologerId);
      shown.push({ ...count, name: astrologer?.name ?? null });
    }
    res.json(shown);
  });

  return router;
}
