import { Router, type Request } from 'express';
import { onlineStatusRequestSchema, updateOwnAstrologerProfileRequestSchema, type AdminAstrologer, type OwnAstrologerProfile } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody } from '../../shared/http/validate';
import { localDataDir } from '../../shared/storage/local-data-dir';
import { astrologerAdminRepository } from '../astrologers/astrologer-admin.repository';
import { astrologerCatalog } from '../astrologers/astrologer-catalog';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { currentCommissionPercent } from '../earnings/earnings-settings';
import { createImageStore, uploadUrlOf } from '../uploads/image-store';
import { detectImageType } from '../uploads/image-type';
import { receiveOneImage } from '../uploads/uploads.router';
import { tellFavoritesAstrologerOnline } from '../favorites/use-cases/tell-favorites-astrologer-online';
import { apiText } from '../../shared/i18n/api-text';

function ownAstrologerId(req: Request): number {
  const { astrologerId } = currentUser(req);
  if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
  return astrologerId;
}

/** An astrologer's own profile (listing fields, photo, rate within the admin's limits) and online switch. */
export function createAstrologerSelfRouter(ctx: AppContext): Router {
  const router = Router();
  const astrologerOnly = ctx.guards.requireRole('astrologer');
  const store = createImageStore(localDataDir('uploads', ctx.config.uploadDir));
  const rateLimits = ctx.config.billing.ratePerMinute;

  const own = (profile: AdminAstrologer): OwnAstrologerProfile => ({ ...profile, rateLimits, commissionPercent: currentCommissionPercent() });

  router.get('/astrologer/profile', astrologerOnly, async (req, res) => {
    const profile = await astrologerRepository.findById(ownAstrologerId(req));
    if (!profile) throw AppError.notFound('astrologerProfile');
    res.json(own(profile));
  });

  router.patch('/astrologer/profile', astrologerOnly, async (req, res) => {
    const change = parseBody(updateOwnAstrologerProfileRequestSchema, req);
    const rate = change.ratePerMinute;
    if (rate !== undefined && (rate < rateLimits.min || rate > rateLimits.max)) {
      const message = apiText('errors.astrologerSelf.rateRange', { min: rateLimits.min, max: rateLimits.max });
      throw AppError.badRequest(message, { ratePerMinute: message });
    }
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    const updated = await astrologerRepository.updateOwnProfile(ownAstrologerId(req), defined);
    if (!updated) throw AppError.notFound('astrologerProfile');
    astrologerCatalog.invalidate();
    res.json(own(updated));
  });

  router.post('/astrologer/profile/photo', astrologerOnly, receiveOneImage(), async (req, res) => {
    const file = req.file;
    if (!file || file.size === 0) throw AppError.badRequest(apiText('errors.common.chooseImageUpload'), { image: apiText('errors.common.chooseImageUpload') });
    const type = detectImageType(file.buffer);
    if (!type) {
      throw AppError.badRequest(apiText('errors.common.imageType'), { image: apiText('errors.common.imageType') });
    }
    const name = await store.save(file.buffer, type);
    const updated = await astrologerRepository.updateOwnProfile(ownAstrologerId(req), { image: uploadUrlOf(name) });
    if (!updated) throw AppError.notFound('astrologerProfile');
    astrologerCatalog.invalidate();
    res.json(own(updated));
  });

  router.patch('/astrologer/status', astrologerOnly, async (req, res) => {
    const { isOnline } = parseBody(onlineStatusRequestSchema, req);
    const id = ownAstrologerId(req);
    const profile = await astrologerRepository.findById(id);
    if (!profile) throw AppError.notFound('astrologerProfile');
    // Customers only see approved profiles, so only those can be switched on.
    if (isOnline && profile.approvalStatus !== 'approved') {
      throw AppError.forbidden(apiText('errors.astrologerSelf.profileWaitingApprovalCannot'));
    }
    const changed = await astrologerAdminRepository.setOnline(id, isOnline);
    if (!changed) throw AppError.notFound('astrologerProfile');
    if (!changed.before.isOnline && changed.after.isOnline) await tellFavoritesAstrologerOnline(changed.after);
    res.json(changed.after);
  });

  return router;
}
