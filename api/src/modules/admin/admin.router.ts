import { Router } from 'express';
import {
  adminAstrologersQuerySchema,
  adminUsersQuerySchema,
  analyticsQuerySchema,
  createAstrologerRequestSchema,
  idParamsSchema,
  onlineStatusRequestSchema,
  rejectAstrologerRequestSchema,
  setUserStatusRequestSchema,
  updateAstrologerRequestSchema,
} from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams, parseQuery } from '../../shared/http/validate';
import { astrologerAdminRepository } from '../astrologers/astrologer-admin.repository';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { userDirectoryRepository } from '../users/user-directory.repository';
import { computeAdminStats } from './use-cases/compute-admin-stats';
import { computeAnalytics } from './use-cases/compute-analytics';
import { computeAstrologerStats } from './use-cases/compute-astrologer-stats';
import { createAstrologer } from './use-cases/create-astrologer';
import { decideAstrologerApproval } from './use-cases/decide-astrologer-approval';
import { deleteAstrologer } from './use-cases/delete-astrologer';
import { setAstrologerOnline } from './use-cases/set-astrologer-online';
import { setUserStatus } from './use-cases/set-user-status';
import { updateAstrologer } from './use-cases/update-astrologer';

/** The admin dashboard: users, astrologers, approvals, figures. Every route needs role admin. */
export function createAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const adminOnly = ctx.guards.requireRole('admin');

  router.get('/admin/stats', adminOnly, async (_req, res) => {
    res.json(await computeAdminStats());
  });

  router.get('/admin/analytics', adminOnly, async (req, res) => {
    const { period } = parseQuery(analyticsQuerySchema, req);
    res.json(await computeAnalytics(period));
  });

  router.get('/admin/users', adminOnly, async (req, res) => {
    res.json(await userDirectoryRepository.listPage(parseQuery(adminUsersQuerySchema, req)));
  });

  router.patch('/admin/users/:id/status', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { isActive } = parseBody(setUserStatusRequestSchema, req);
    res.json(await setUserStatus(currentUser(req), id, isActive));
  });

  router.get('/admin/astrologers', adminOnly, async (req, res) => {
    res.json(await astrologerAdminRepository.listPage(parseQuery(adminAstrologersQuerySchema, req)));
  });

  router.get('/admin/astrologers/pending', adminOnly, async (_req, res) => {
    res.json(await astrologerAdminRepository.listPending());
  });

  router.post('/admin/astrologers', adminOnly, async (req, res) => {
    const input = parseBody(createAstrologerRequestSchema, req);
    res.status(201).json(await createAstrologer(currentUser(req), input));
  });

  router.get('/admin/astrologers/:id', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const astrologer = await astrologerRepository.findById(id);
    if (!astrologer) throw AppError.notFound('astrologer');
    res.json(astrologer);
  });

  router.patch('/admin/astrologers/:id', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const input = parseBody(updateAstrologerRequestSchema, req);
    res.json(await updateAstrologer(currentUser(req), id, input));
  });

  router.delete('/admin/astrologers/:id', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    await deleteAstrologer(currentUser(req), id);
    res.status(204).end();
  });

  router.patch('/admin/astrologers/:id/approve', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    res.json(await decideAstrologerApproval(currentUser(req), id, 'approved'));
  });

  router.patch('/admin/astrologers/:id/reject', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { reason } = parseBody(rejectAstrologerRequestSchema, req);
    res.json(await decideAstrologerApproval(currentUser(req), id, 'rejected', reason));
  });

  router.patch('/admin/astrologers/:id/status', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { isOnline } = parseBody(onlineStatusRequestSchema, req);
    res.json(await setAstrologerOnline(currentUser(req), id, isOnline));
  });

  router.get('/admin/astrologers/:id/stats', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    res.json(await computeAstrologerStats(id));
  });

  return router;
}
