import { Router } from 'express';
import { adminEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
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

/** The admin dashboard: users, astrologers, approvals, figures. Every route needs role admin (declared in adminEndpoints). */
export function createAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  serve(adminEndpoints.stats, async () => computeAdminStats());

  serve(adminEndpoints.analytics, async ({ query }) => computeAnalytics(query.period));

  serve(adminEndpoints.users, async ({ query }) => userDirectoryRepository.listPage(query));

  serve(adminEndpoints.setUserStatus, async ({ params, body }, req) => setUserStatus(currentUser(req), params.id, body.isActive, ctx.events));

  serve(adminEndpoints.astrologers, async ({ query }) => astrologerAdminRepository.listPage(query));

  // Before /admin/astrologers/:id, which would take "pending" for an id.
  serve(adminEndpoints.pendingAstrologers, async () => astrologerAdminRepository.listPending());

  serve(adminEndpoints.createAstrologer, async ({ body }, req) => createAstrologer(currentUser(req), body));

  serve(adminEndpoints.astrologer, async ({ params }) => {
    const astrologer = await astrologerRepository.findById(params.id);
    if (!astrologer) throw AppError.notFound('astrologer');
    return astrologer;
  });

  serve(adminEndpoints.updateAstrologer, async ({ params, body }, req) => updateAstrologer(currentUser(req), params.id, body));

  serve(adminEndpoints.deleteAstrologer, async ({ params }, req) => deleteAstrologer(currentUser(req), params.id, ctx.events));

  serve(adminEndpoints.approveAstrologer, async ({ params }, req) => decideAstrologerApproval(currentUser(req), params.id, 'approved'));

  serve(adminEndpoints.rejectAstrologer, async ({ params, body }, req) => decideAstrologerApproval(currentUser(req), params.id, 'rejected', body.reason));

  serve(adminEndpoints.setAstrologerOnline, async ({ params, body }, req) => setAstrologerOnline(currentUser(req), params.id, body.isOnline, ctx.realtime));

  serve(adminEndpoints.astrologerStats, async ({ params }) => computeAstrologerStats(params.id));

  return router;
}
