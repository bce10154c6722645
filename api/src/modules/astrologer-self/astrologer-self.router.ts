import { Router, type Request } from 'express';
import { onlineStatusRequestSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody } from '../../shared/http/validate';
import { astrologerAdminRepository } from '../astrologers/astrologer-admin.repository';
import { astrologerRepository } from '../astrologers/astrologer.repository';

function ownAstrologerId(req: Request): number {
  const { astrologerId } = currentUser(req);
  if (!astrologerId) throw AppError.forbidden('This account has no astrologer profile');
  return astrologerId;
}

/** An astrologer's own profile and online switch (role astrologer only). */
export function createAstrologerSelfRouter(ctx: AppContext): Router {
  const router = Router();
  const astrologerOnly = ctx.guards.requireRole('astrologer');

  router.get('/astrologer/profile', astrologerOnly, async (req, res) => {
    const profile = await astrologerRepository.findById(ownAstrologerId(req));
    if (!profile) throw AppError.notFound('Astrologer profile');
    res.json(profile);
  });

  router.patch('/astrologer/status', astrologerOnly, async (req, res) => {
    const { isOnline } = parseBody(onlineStatusRequestSchema, req);
    const id = ownAstrologerId(req);
    const profile = await astrologerRepository.findById(id);
    if (!profile) throw AppError.notFound('Astrologer profile');
    // Customers only see approved profiles, so only those can be switched on.
    if (isOnline && profile.approvalStatus !== 'approved') {
      throw AppError.forbidden('Your profile is waiting for approval, so you cannot go online yet');
    }
    const changed = await astrologerAdminRepository.setOnline(id, isOnline);
    if (!changed) throw AppError.notFound('Astrologer profile');
    res.json(changed.after);
  });

  return router;
}
